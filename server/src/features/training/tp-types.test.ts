import { DEFAULT_TEST_DB } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

jest.setTimeout(60_000);

type Auth = { authorization: string };

describe('training project types (PGlite)', () => {
  let s: TestServer;
  let teacher: Auth;
  let student: Auth;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
    await addUser(s.ctx, { userName: 'tptteach', role: 'teacher' });
    await addUser(s.ctx, { userName: 'tptstu01' });
    teacher = await signIn(s.app, 'tptteach');
    student = await signIn(s.app, 'tptstu01');
  });
  afterAll(() => s.close());

  const post = (url: string, headers: Auth, payload: Record<string, unknown>) =>
    s.app.inject({ method: 'POST', url: `/VETrain/TPType/${url}`, headers, payload });

  it('lists the seven types of spec §2 with their landing pages', async () => {
    const res = await s.app.inject({ url: '/VETrain/TPType/SearchTPTypeInfos', headers: student });
    const types = res.json().data as { tpTypeID: number; landingPath: string }[];
    expect(types.map((t) => [t.tpTypeID, t.landingPath])).toEqual([
      [1, '/SHSZMarkets/index'],
      [2, '/SHSZMarkets/Fund'],
      [3, '/futures/index'],
      [4, '/StockOptions/index'],
      [5, '/ForeignExchange/ForeignExchange'],
      [6, '/SHSZMarkets/Bond'],
      [7, '/SHSZMarkets/index'],
    ]);
  });

  it('lets a teacher add, rename and delete a type; refuses a student and a bad market type', async () => {
    const added = await post('AddTpType', teacher, { tpTypeName: '两融实训', marketType: 1 });
    const id = added.json().data.tpTypeID as number;
    expect(id).toBeGreaterThan(7);
    const renamed = await post('UpdateTpType', teacher, {
      tpTypeID: id,
      tpTypeName: '融资融券实训',
      marketType: 2,
    });
    expect(renamed.json().data).toMatchObject({
      tpTypeName: '融资融券实训',
      landingPath: '/SHSZMarkets/Fund',
    });
    expect((await post('AddTpType', student, { tpTypeName: 'x', marketType: 1 })).statusCode).toBe(
      403,
    );
    expect((await post('DeleteTpType', student, { tpTypeID: id })).statusCode).toBe(403);
    expect((await post('AddTpType', teacher, { tpTypeName: 'x', marketType: 9 })).statusCode).toBe(
      400,
    );
    expect((await post('DeleteTpType', teacher, { tpTypeID: id })).json().isOK).toBe(true);
    expect((await post('DeleteTpType', teacher, { tpTypeID: id })).statusCode).toBe(404);
  });

  it('keeps subjects for teachers and admins, readable by everybody', async () => {
    const sub = (url: string, headers: Auth, payload: Record<string, unknown>) =>
      s.app.inject({ method: 'POST', url: `/VETrain/Subject/${url}`, headers, payload });
    const added = await sub('AddSubject', teacher, { subjectName: '证券投资学' });
    const subjectID = added.json().data.subjectID as number;
    expect((await sub('AddSubject', teacher, { subjectName: '证券投资学' })).json().msg).toBe(
      '科目名称已存在',
    );
    expect((await sub('AddSubject', student, { subjectName: 'x' })).statusCode).toBe(403);
    expect((await sub('UpdateSubject', student, { subjectID, subjectName: 'x' })).statusCode).toBe(
      403,
    );
    expect((await sub('DeleteSubject', student, { subjectID })).statusCode).toBe(403);
    await sub('UpdateSubject', teacher, { subjectID, subjectName: '金融市场学' });
    const list = await s.app.inject({ url: '/VETrain/Subject/SearchSubjects', headers: student });
    expect(list.json().data.list.map((x: { subjectName: string }) => x.subjectName)).toEqual([
      '金融市场学',
    ]);
    expect((await sub('DeleteSubject', teacher, { subjectID })).json().isOK).toBe(true);
  });

  it('refuses anonymous callers', async () => {
    const res = await s.app.inject({ url: '/VETrain/TPType/SearchTPTypeInfos' });
    expect(res.statusCode).toBe(401);
  });
});
