import { byteRange, contentTypeOf, releaseWindow, uploadRefusal } from './resources';

it('accepts ppt/pptx courseware, doc/docx textbooks and mp4 video only', () => {
  expect(uploadRefusal(1, '第一讲.pptx')).toBeUndefined();
  expect(uploadRefusal(2, '教材.DOC')).toBeUndefined();
  expect(uploadRefusal(3, '课堂.mp4')).toBeUndefined();
  expect(uploadRefusal(1, '教材.docx')).toBe('文件类型与资源类型不符');
  expect(uploadRefusal(3, 'x.exe')).toBe('文件类型与资源类型不符');
  expect(uploadRefusal(0, 'a.mp4')).toBe('文件类型与资源类型不符');
  expect(contentTypeOf('a.mp4')).toBe('video/mp4');
});

it('turns the release-time filter into a window', () => {
  const now = new Date('2026-06-30T00:00:00Z');
  expect(releaseWindow(0, now)).toEqual({});
  expect(releaseWindow(1, now).from?.toISOString()).toBe('2026-04-01T00:00:00.000Z');
  expect(releaseWindow(2, now).to?.toISOString()).toBe('2026-04-01T00:00:00.000Z');
  expect(releaseWindow(4, now).from).toBeUndefined();
});

it('reads byte ranges for video seeking', () => {
  expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
  expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
  expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  expect(byteRange('bytes=2000-', 1000)).toBe('unsatisfiable');
  expect(byteRange(undefined, 1000)).toBeUndefined();
});
