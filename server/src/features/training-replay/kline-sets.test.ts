import { TEST_DB_KINDS } from '../../db/test-db';
import { seedDemoData } from '../../demo/demo-data';
import { DEMO_KLINE_SETS, seedKlineDemoSets } from '../../demo/training-kline-sets-demo';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

jest.setTimeout(240_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Call = (path: string, payload: Record<string, unknown>) => Promise<Json>;

describe.each(TEST_DB_KINDS)('K-line question sets (题组) over HTTP on %s', (kind) => {
  let s: TestServer;
  let teacher: Call;
  let student: Call;
  let outsider: Call;
  let classID: number;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await seedDemoData(s.ctx.db, s.ctx.identity.hasher, s.clock.now());
    await addUser(s.ctx, { userName: 'setstu09' });
    const caller =
      (auth: Record<string, string>): Call =>
      async (path, payload) => {
        const res = await s.app.inject({
          method: 'POST',
          url: `/VETrain/KChart/${path}`,
          headers: auth,
          payload,
        });
        return { status: res.statusCode, ...(res.json() as object) };
      };
    teacher = caller(await signIn(s.app, 'teacher01', 'Teacher123'));
    student = caller(await signIn(s.app, 'student01', 'Student123'));
    outsider = caller(await signIn(s.app, 'setstu09'));
    const [cls] = await s.ctx.db.query<{ id: number }>('SELECT id FROM classes LIMIT 1');
    classID = Number(cls?.id);
  });
  afterAll(() => s.close());

  it('seeds the demo sets once; the demo class sees them, a student of no class does not', async () => {
    expect(await seedKlineDemoSets(s.ctx.db)).toBe(true);
    expect(await seedKlineDemoSets(s.ctx.db)).toBe(false);
    const mine = (await student('SearchSets', {})).data;
    expect(mine.map((x: Json) => x.name).sort()).toEqual(DEMO_KLINE_SETS.map((d) => d.name).sort());
    const tell = (await student('SearchSets', { tool: 'tell' })).data;
    expect(tell).toHaveLength(1);
    // Three rounds, each the student's own draw (above the typed quiz numbers), the rule told.
    expect(tell[0].attempts).toBe(1);
    expect(tell[0].rounds).toHaveLength(3);
    for (const r of tell[0].rounds) {
      expect(r).toEqual({ seed: r.seed, score: null, used: 0, final: false });
      expect(r.seed).toBeGreaterThan(1_000_000);
    }
    expect(new Set(tell[0].rounds.map((r: Json) => r.seed)).size).toBe(3);
    // A teacher sees the set's round numbers.
    const [mineT] = (await teacher('SearchSets', { tool: 'tell' })).data;
    expect(mineT.rounds.map((r: Json) => r.seed)).toEqual([2301, 2302, 2303]);
    expect((await outsider('SearchSets', {})).data).toEqual([]);
    expect((await teacher('SearchSets', {})).data).toHaveLength(DEMO_KLINE_SETS.length);
  });

  it('a student sees their counted score and attempts per round of the set', async () => {
    const [before] = (await student('SearchSets', { tool: 'tell' })).data;
    const seed = before.rounds[1].seed;
    const done = (await student('TellSubmit', { seed, answers: [] })).data;
    const [tell] = (await student('SearchSets', { tool: 'tell' })).data;
    expect(tell.rounds[1]).toEqual({ seed, score: done.score, used: 1, final: true });
    expect(tell.rounds[0].score).toBeNull();
    // TrainAchieveManage's 技能练习 tab: every student, or one class's.
    const all = (await teacher('SkillSummary', {})).data;
    expect(all.map((x: Json) => x.userName)).toContain('setstu09');
    const cls = (await teacher('SkillSummary', { classID })).data;
    expect(cls.map((x: Json) => x.userName)).toEqual(['student01', 'student02', 'student03']);
    expect(cls[0]).toMatchObject({ className: '金融2301班', tellCount: 1, tellAvg: done.score });
    expect((await teacher('SkillSummary', { classID: 0 })).status).toBe(400);
  });

  it('a teacher saves and deletes a set; students and bad input are refused, nothing written', async () => {
    const good = { name: '第三周练习', tool: 'timeshar', seed: 77, count: 2, classID };
    const saved = await teacher('SaveSet', good);
    expect(saved).toMatchObject({ status: 200, isOK: true });
    const sets = (await student('SearchSets', { tool: 'timeshar' })).data;
    expect(sets[0]).toMatchObject({
      name: '第三周练习',
      seed: 77,
      count: 2,
      teacherName: '王老师',
    });
    expect((await student('SaveSet', good)).status).toBe(403);
    for (const bad of [
      { ...good, tool: 'nope' },
      { ...good, count: 11 },
      { ...good, count: 0 },
      { ...good, seed: 0 },
      { ...good, name: '' },
      { ...good, name: '   ' },
      { ...good, name: 'a\u0000b' },
      { ...good, name: 'x'.repeat(41) },
      { ...good, seed: 1.5 },
    ])
      expect((await teacher('SaveSet', bad)).status).toBe(400);
    expect(await teacher('SaveSet', { ...good, seed: 999_999, count: 3 })).toMatchObject({
      isOK: false,
      msg: '题组编号超出范围',
    });
    expect(await teacher('SaveSet', { ...good, classID: 99_999 })).toMatchObject({
      isOK: false,
      msg: '班级不存在',
    });
    expect((await teacher('SearchSets', { tool: 'timeshar' })).data).toHaveLength(2);
    const id = saved.data.setID;
    expect((await student('DeleteSet', { setID: id })).status).toBe(403);
    expect((await teacher('DeleteSet', { setID: id })).isOK).toBe(true);
    expect((await teacher('DeleteSet', { setID: id })).status).toBe(404);
    expect((await teacher('SearchSets', { tool: 'timeshar' })).data).toHaveLength(1);
  });
});
