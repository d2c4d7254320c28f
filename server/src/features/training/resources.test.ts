import { DEFAULT_TEST_DB } from '../../db/test-db';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

jest.setTimeout(60_000);

type Auth = { authorization: string };

/** A multipart body: text fields first, then the file. */
function multipart(fields: Record<string, string>, fileName: string, content: Buffer) {
  const boundary = `----trn${Date.now()}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('teaching resources (PGlite)', () => {
  let s: TestServer;
  let teacher: Auth;
  let student: Auth;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'trn-files-'));
    s = await startTestServer(DEFAULT_TEST_DB, (c) => {
      c.dataDir = dir;
    });
    await addUser(s.ctx, { userName: 'resteach', role: 'teacher' });
    await addUser(s.ctx, { userName: 'resstu01' });
    teacher = await signIn(s.app, 'resteach');
    student = await signIn(s.app, 'resstu01');
  });
  afterAll(() => s.close());

  const upload = (auth: Auth, fields: Record<string, string>, name: string, body: Buffer) => {
    const m = multipart(fields, name, body);
    return s.app.inject({
      method: 'POST',
      url: '/VETrain/Resource/UploadResource',
      headers: { ...auth, 'content-type': m.type },
      payload: m.payload,
    });
  };
  const search = (auth: Auth, query: Record<string, string>) =>
    s.app.inject({ url: '/VETrain/Resource/SearchResources', headers: auth, query });

  it('uploads, lists, filters, streams with ranges and deletes; students read shared files only', async () => {
    const video = Buffer.alloc(4096, 7);
    const shared = await upload(
      teacher,
      { category: 'teach', resourceType: '3', title: 'K线入门视频', shareType: '1' },
      'kline.mp4',
      video,
    );
    expect(shared.json().data).toMatchObject({
      title: 'K线入门视频',
      sizeBytes: 4096,
      resourceType: 3,
    });
    const fileId = shared.json().data.fileId as string;
    const mine = await upload(
      teacher,
      { category: 'teach', resourceType: '1', title: '私有课件', shareType: '0' },
      'x.pptx',
      Buffer.from('pptx'),
    );
    expect(mine.json().isOK).toBe(true);

    const wrong = await upload(
      teacher,
      { category: 'teach', resourceType: '1', title: 'x' },
      'a.mp4',
      video,
    );
    expect(wrong.json()).toMatchObject({ isOK: false, msg: '文件类型与资源类型不符' });
    expect(
      (await upload(student, { category: 'teach', resourceType: '3' }, 'b.mp4', video)).statusCode,
    ).toBe(403);

    const all = await search(teacher, { category: 'teach' });
    expect(all.json().data.total).toBe(2);
    const videos = await search(teacher, {
      category: 'teach',
      resourceType: '3',
      searchKey: 'K线',
    });
    expect(videos.json().data.list.map((r: { title: string }) => r.title)).toEqual(['K线入门视频']);
    expect((await search(teacher, { category: 'teach', releaseTime: '4' })).json().data.total).toBe(
      0,
    );
    const seen = await search(student, { category: 'teach' });
    expect(seen.json().data.list.map((r: { title: string }) => r.title)).toEqual(['K线入门视频']);

    const whole = await s.app.inject({
      url: '/VEResources/Office/DownloadFileByFileId',
      query: { fileId, token: student.authorization.slice(7) },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(4096);
    expect(whole.headers['content-type']).toBe('video/mp4');
    const part = await s.app.inject({
      url: '/VEResources/Office/DownloadFileByFileId',
      headers: { ...student, range: 'bytes=100-199' },
      query: { fileId },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/4096');
    expect(part.rawPayload.length).toBe(100);
    const privateId = mine.json().data.fileId as string;
    const refused = await s.app.inject({
      url: '/VEResources/Office/DownloadFileByFileId',
      headers: student,
      query: { fileId: privateId },
    });
    expect(refused.statusCode).toBe(403);

    const id = shared.json().data.resourceID as number;
    const del = (auth: Auth) =>
      s.app.inject({
        method: 'POST',
        url: '/VETrain/Resource/DeleteResource',
        headers: auth,
        payload: { resourceID: id },
      });
    expect((await del(student)).statusCode).toBe(403);
    expect((await del(teacher)).json().isOK).toBe(true);
    const gone = await s.app.inject({
      url: '/VEResources/Office/DownloadFileByFileId',
      headers: teacher,
      query: { fileId },
    });
    expect(gone.statusCode).toBe(404);
  });
});
