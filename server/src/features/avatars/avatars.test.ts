import { DEFAULT_TEST_DB } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { MAX_AVATAR_BYTES } from './avatar-image';

jest.setTimeout(60_000);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with one file part. */
function upload(bytes: Buffer, name = 'a.png', type = 'image/png') {
  const boundary = '----avatar';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('avatar upload (SetHeader)', () => {
  let s: TestServer;
  let auth: { authorization: string };
  let userId: number;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
    userId = await addUser(s.ctx, { userName: 'avatar01' });
    auth = await signIn(s.app, 'avatar01');
  });
  afterAll(() => s.close());

  const setHeader = (bytes: Buffer, name?: string, type?: string) => {
    const u = upload(bytes, name, type);
    return s.app.inject({
      method: 'POST',
      url: '/VEResources/Files/SetHeader',
      payload: u.payload,
      headers: { ...u.headers, ...auth },
    });
  };
  const getHeader = () =>
    s.app.inject({
      method: 'GET',
      url: `/VEResources/Files/GetHeader?userID=${userId}`,
      headers: auth,
    });

  it('answers no picture quietly before the first upload', async () => {
    const res = await getHeader();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isOK: true, data: null });
  });

  it('stores a PNG and serves it back with its checked type, never sniffed', async () => {
    const res = await setHeader(PNG);
    expect(res.json()).toMatchObject({ isOK: true });
    expect(res.json().data.url).toMatch(/^\/VEResources\/Files\/GetHeader\?userID=\d+&v=\d+$/);
    const img = await getHeader();
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a script named .png, an SVG and an empty file, and keeps the last picture', async () => {
    for (const [bytes, name, type] of [
      [Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml'],
      [Buffer.alloc(0), 'e.png', 'image/png'],
    ] as const) {
      const res = await setHeader(bytes, name, type);
      expect(res.statusCode).toBe(400);
      expect(res.json().isOK).toBe(false);
    }
    expect((await getHeader()).rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses an image over 2 MB with 头像图片不能超过2MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_AVATAR_BYTES)]);
    const res = await setHeader(big);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('头像图片不能超过2MB');
  });

  it('refuses anonymous uploads', async () => {
    const u = upload(PNG);
    const res = await s.app.inject({
      method: 'POST',
      url: '/VEResources/Files/SetHeader',
      payload: u.payload,
      headers: u.headers,
    });
    expect(res.statusCode).toBe(401);
  });
});
