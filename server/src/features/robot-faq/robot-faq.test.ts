import { DEFAULT_TEST_DB } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

// PGlite only: the robot reads no tables, the database is there because the app needs one.
jest.setTimeout(60_000);

describe('the help robot’s /robot/ask', () => {
  let s: TestServer;
  let student: { authorization: string };
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
    await addUser(s.ctx, { userName: 'robotstu' });
    student = await signIn(s.app, 'robotstu');
  }, 60_000);
  afterAll(() => s.close());

  const ask = (query: Record<string, string>, headers = student) =>
    s.app.inject({ url: '/robot/ask', headers, query });

  it('answers 怎么买股票, 银证转账, yzzz and 融资融券是什么 with the page that does it', async () => {
    const cases: [string, string][] = [
      ['怎么买股票', '/SHSZMarkets/index'],
      ['银证转账', '/competitionFunds'],
      ['yzzz', '/competitionFunds'],
      ['融资融券是什么', '/MarginTrading/index'],
    ];
    for (const [question, path] of cases) {
      const data = (await ask({ question })).json().data;
      expect(data).toMatchObject({ matched: true, link: { path } });
      expect(data.answer).not.toContain('还没有学会');
    }
  });

  it('answers a related question by id, and falls back with suggestions', async () => {
    expect((await ask({ id: 'bank-transfer' })).json().data.question).toBe('怎么银证转账？');
    const none = (await ask({ question: '今天天气怎么样' })).json().data;
    expect(none).toMatchObject({ matched: false, link: null });
    expect(none.related.length).toBeGreaterThan(0);
  });

  it('needs a signed-in user and refuses an oversize question', async () => {
    expect((await ask({ question: '买股票' }, { authorization: '' })).statusCode).toBe(401);
    expect((await ask({ question: '买'.repeat(201) })).statusCode).toBe(400);
  });
});
