import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createContext } from '../context';
import { DEFAULT_TEST_DB, openTestDb } from '../db/test-db';
import { INTERNAL_ERROR_TEXT, validationText } from './error-handler';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

describe('global error handling', () => {
  it('answers an unexpected failure with a generic Chinese message and no details', async () => {
    const db = await openTestDb(DEFAULT_TEST_DB);
    const ctx = await createContext(loadConfig({ NODE_ENV: 'test', DEMO_DATA: '0' }), { db });
    const app = await buildApp(ctx);
    app.get('/boom', async () => {
      throw new Error('password_hash column secret at line 42');
    });
    try {
      const res = await app.inject({ url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        isOK: false,
        retCode: 500,
        msg: INTERNAL_ERROR_TEXT,
        data: null,
      });
      expect(res.body).not.toContain('secret');
      const missing = await app.inject({
        url: '/VERace/Nowhere',
        headers: { accept: 'application/json' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().msg).toBe('请求的资源不存在');
    } finally {
      await app.close();
      await db.close();
    }
  }, 60_000);

  it('names the field of a schema violation in Chinese', () => {
    expect(validationText([{ keyword: 'required', params: { missingProperty: 'phone' } }])).toBe(
      '缺少必填参数：phone',
    );
    expect(
      validationText([{ keyword: 'maxLength', instancePath: '/name', params: { limit: 50 } }]),
    ).toBe('参数name长度不能超过50个字符');
    expect(validationText([])).toBe('请求参数不正确');
  });
});
