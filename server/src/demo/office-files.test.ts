import { crc32 } from 'node:zlib';
import { makeDocx, makePptx } from './office-files';

/** Reads a stored zip through its central directory, checking every entry's CRC. */
function readZip(buf: Buffer): Map<string, string> {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    expect(buf.readUInt32LE(at)).toBe(0x02014b50);
    const crc = buf.readUInt32LE(at + 16);
    const size = buf.readUInt32LE(at + 24);
    const nameLen = buf.readUInt16LE(at + 28);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    expect(buf.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + buf.readUInt16LE(local + 26);
    const data = buf.subarray(start, start + size);
    expect(crc32(data) >>> 0).toBe(crc);
    files.set(name, data.toString('utf8'));
    at += 46 + nameLen;
  }
  return files;
}

it('makes a .docx whose document part carries the text', () => {
  const files = readZip(makeDocx('交易规则讲义', ['A股实行T+1。']));
  expect(files.get('word/document.xml')).toContain('A股实行T+1。');
  expect(files.get('word/document.xml')).toContain('交易规则讲义');
  expect(files.has('[Content_Types].xml')).toBe(true);
});

it('makes a .pptx with one slide per page and its master, layout and theme', () => {
  const files = readZip(
    makePptx([
      ['第一页', '内容一'],
      ['第二页', '内容二'],
    ]),
  );
  for (const part of ['ppt/slides/slide1.xml', 'ppt/slides/slide2.xml', 'ppt/theme/theme1.xml'])
    expect(files.has(part)).toBe(true);
  expect(files.get('ppt/slides/slide2.xml')).toContain('内容二');
});
