import { TEST_DB_KINDS } from '../../db/test-db';
import { seedDemoData } from '../../demo/demo-data';
import { signIn, startTestServer, type TestServer } from '../../http/test-app';
import { marketOf } from '../quotation';

/** Whether `shown` is `real` times one factor (to the rounding of fen prices). */
const scaledCopy = (shown: number[], real: number[]) => {
  if (shown.length !== real.length || real.length === 0) return false;
  const k = (shown[0] as number) / (real[0] as number);
  return real.every((v, i) => Math.abs((shown[i] as number) - v * k) <= 0.011 + v * k * 0.002);
};

jest.setTimeout(240_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Call = (path: string, payload: Record<string, unknown>) => Promise<Json>;

/** Each scored K-line tool: its quiz and submit calls, a blind answer and the key read back. */
const TOOLS = {
  tell: {
    quiz: 'TellQuiz',
    submit: 'TellSubmit',
    blind: { answers: [-1, -1, -1, -1, -1] },
    hidden: ['answer'],
    keyed: (quiz: Json, res: Json) => ({
      answers: res.results.map((x: Json, i: number) => quiz.questions[i].options.indexOf(x.answer)),
    }),
  },
  label: {
    quiz: 'LabelQuiz',
    submit: 'LabelSubmit',
    blind: { marks: [-1, -1, -1, -1, -1] },
    hidden: ['key', 'price'],
    keyed: (_q: Json, res: Json) => ({
      marks: res.results.map((x: Json) => ('price' in x.key ? x.key.price : x.key.bars[0])),
    }),
  },
  disc: {
    quiz: 'DiscQuiz',
    submit: 'DiscSubmit',
    blind: { answers: [-1, -1, -1, -1, -1] },
    hidden: ['answer', 'after', 'code', 'name', 'from'],
    keyed: (_q: Json, res: Json) => ({
      answers: res.results.map((x: Json) => ['上涨', '下跌', '横盘'].indexOf(x.answer)),
    }),
  },
  timeshar: {
    quiz: 'TimeSharQuiz',
    submit: 'TimeSharSubmit',
    blind: { answers: [-1, -1, -1, -1, -1] },
    hidden: ['answer', 'name', 'date'],
    keyed: (quiz: Json, res: Json) => ({
      answers: res.results.map((x: Json, i: number) => quiz.questions[i].options.indexOf(x.answer)),
    }),
  },
} as const;

describe.each(TEST_DB_KINDS)('grades a student cannot game (issue 29) on %s', (kind) => {
  let s: TestServer;
  let teacher: Call;
  let a: Call;
  let b: Call;
  let classID: number;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await seedDemoData(s.ctx.db, s.ctx.identity.hasher, s.clock.now());
    const caller =
      (auth: Record<string, string>): Call =>
      async (path, payload) => {
        const url = `/VETrain/KChart/${path}`;
        const res = await s.app.inject({ method: 'POST', url, headers: auth, payload });
        return { status: res.statusCode, ...(res.json() as object) };
      };
    teacher = caller(await signIn(s.app, 'teacher01', 'Teacher123'));
    a = caller(await signIn(s.app, 'student01', 'Student123'));
    b = caller(await signIn(s.app, 'student02', 'Student123'));
    const [cls] = await s.ctx.db.query<{ id: number }>('SELECT id FROM classes LIMIT 1');
    classID = Number(cls?.id);
  });
  afterAll(() => s.close());

  const setOf = async (tool: string, attempts?: number) => {
    const name = `${tool}-${attempts ?? 1}`;
    const saved = await teacher('SaveSet', { name, tool, seed: 40, count: 2, classID, attempts });
    expect(saved.isOK).toBe(true);
    const mine = async (c: Call) =>
      ((await c('SearchSets', { tool })).data as Json[]).find((x) => x.name === name);
    return { setID: saved.data.setID as number, mine };
  };

  it.each(Object.keys(TOOLS) as (keyof typeof TOOLS)[])(
    '%s: own fixed draws per student, no key before the counted attempt, a repeat does not count',
    async (tool) => {
      const t = TOOLS[tool];
      const { setID, mine } = await setOf(tool);
      const [setA, setB] = [await mine(a), await mine(b)];
      // The rule is told before the student starts.
      expect(setA.attempts).toBe(1);
      const drawsA = setA.rounds.map((r: Json) => r.seed);
      const drawsB = setB.rounds.map((r: Json) => r.seed);
      expect(drawsA).toHaveLength(2);
      for (const d of drawsA) expect(drawsB).not.toContain(d);
      expect((await mine(a)).rounds.map((r: Json) => r.seed)).toEqual(drawsA);
      const seed = drawsA[0];
      const quiz = (await a(t.quiz, { seed })).data;
      expect((await a(t.quiz, { seed })).data).toEqual(quiz);
      const other = (await b(t.quiz, { seed: drawsB[0] })).data;
      expect(JSON.stringify(other.questions ?? other)).not.toEqual(
        JSON.stringify(quiz.questions ?? quiz),
      );
      // A classmate cannot open this student's draw, nor submit to it.
      expect((await b(t.quiz, { seed })).status).toBe(404);
      expect((await b(t.submit, { seed, ...t.blind })).status).toBe(404);
      const text = JSON.stringify(quiz);
      for (const word of t.hidden) expect(text).not.toContain(`"${word}"`);

      const first = (await a(t.submit, { seed, ...t.blind })).data;
      expect(first).toMatchObject({ attempt: 1, attempts: 1, counted: true, final: true });
      const keyed = t.keyed(quiz, first);
      const second = (await a(t.submit, { seed, ...keyed })).data;
      expect(second.score).toBe(100);
      expect(second).toMatchObject({ attempt: 2, counted: false, countedScore: first.score });
      const round = (await mine(a)).rounds[0];
      expect(round).toEqual({ seed, score: first.score, used: 2, final: true });
      const stats = (await teacher('SetStats', { setID })).data;
      const row = stats.students.find((x: Json) => x.userName === 'student01');
      expect(row.rounds[0]).toEqual({ score: first.score, used: 2 });
      expect(row.attemptsUsed).toBe(2);
      expect(row.countedScore).toBe(first.score / 2);
      expect((await a('SetStats', { setID })).status).toBe(403);
    },
  );

  it.each(Object.keys(TOOLS) as (keyof typeof TOOLS)[])(
    '%s: a set allowing two attempts keeps the key back until the second, counts the best',
    async (tool) => {
      const t = TOOLS[tool];
      const { mine } = await setOf(tool, 2);
      const set = await mine(a);
      expect(set.attempts).toBe(2);
      const seed = set.rounds[1].seed;
      const first = (await a(t.submit, { seed, ...t.blind })).data;
      expect(first).toMatchObject({ attempt: 1, counted: true, final: false, results: [] });
      const text = JSON.stringify(first);
      for (const word of [...t.hidden, 'key', 'after', 'sources'])
        expect(text).not.toContain(`"${word}"`);
      const second = (await a(t.submit, { seed, ...t.blind })).data;
      expect(second).toMatchObject({ attempt: 2, counted: true, final: true });
      expect(second.results).toHaveLength(5);
      const quiz = (await a(t.quiz, { seed })).data;
      const third = (await a(t.submit, { seed, ...t.keyed(quiz, second) })).data;
      expect(third).toMatchObject({ score: 100, counted: false, countedScore: second.score });
      expect((await mine(a)).rounds[1]).toMatchObject({ score: second.score, used: 3 });
    },
  );

  it('free quiz numbers: the first submit counts, the teacher summary shows counted score and attempts', async () => {
    const first = (await b('TellSubmit', { seed: 9, answers: [-1, -1, -1, -1, -1] })).data;
    expect(first).toMatchObject({ score: 0, counted: true, final: true });
    const quiz = (await b('TellQuiz', { seed: 9 })).data;
    const answers = first.results.map((x: Json, i: number) =>
      quiz.questions[i].options.indexOf(x.answer),
    );
    expect((await b('TellSubmit', { seed: 9, answers })).data).toMatchObject({
      score: 100,
      counted: false,
      countedScore: 0,
    });
    const all = (await teacher('SkillSummary', { classID })).data;
    expect(all.find((x: Json) => x.userName === 'student02')).toMatchObject({
      tellCount: 2,
      tellAvg: 0,
    });
    // Drawn numbers lie above the free ones: a number nobody drew is refused to a student.
    expect((await b('TellQuiz', { seed: 1_000_001 })).status).toBe(404);
  });

  it('histrade: own draws, 30 bars before any step, one counted session, the source told at the end', async () => {
    const { setID, mine } = await setOf('histrade');
    const [setA, setB] = [await mine(a), await mine(b)];
    const seed = setA.rounds[0].seed;
    expect(setB.rounds.map((r: Json) => r.seed)).not.toContain(seed);
    expect((await b('HistradeStart', { seed })).status).toBe(404);
    const st = (await a('HistradeStart', { seed })).data;
    expect(st.bars).toHaveLength(30);
    expect(JSON.stringify(st)).not.toMatch(/"(name|code|reveal|from|to)"/);
    const stB = (await b('HistradeStart', { seed: setB.rounds[0].seed })).data;
    expect(stB.bars).not.toEqual(st.bars);
    const done = (await a('HistradeSubmit', { sessionID: st.sessionID })).data;
    expect(done).toMatchObject({ counted: true, attempt: 1, attempts: 1 });
    expect(done.bars).toHaveLength(50);
    expect(done.reveal.code).toMatch(/^\d{6}$/);
    // The revealed source's public history is not the series shown, at any price scale.
    const { market } = await marketOf(s.ctx);
    const real = market.dailyBars(done.reveal.code, done.reveal.from, done.reveal.to);
    expect(real).toHaveLength(50);
    const closes = (xs: Json[]) => xs.map((x) => x.close);
    expect(scaledCopy(closes(done.bars), closes(real))).toBe(false);
    // A second session of the same draw knows the future: graded, never counted.
    const again = (await a('HistradeStart', { seed })).data;
    expect(again.sessionID).not.toBe(st.sessionID);
    const repeat = (await a('HistradeSubmit', { sessionID: again.sessionID })).data;
    expect(repeat).toMatchObject({ counted: false, attempt: 2, countedScore: done.score });
    const stats = (await teacher('SetStats', { setID })).data;
    const row = stats.students.find((x: Json) => x.userName === 'student01');
    expect(row.rounds[0]).toEqual({ score: done.score, used: 2 });
  });

  it('disc and timeshar: the series shown are not the served history of the source they reveal', async () => {
    const { market } = await marketOf(s.ctx);
    const closes = (xs: Json[]) => xs.map((x) => x.close ?? x.price);
    const disc = (await a('DiscQuiz', { seed: 321 })).data;
    const graded = (await a('DiscSubmit', { seed: 321, answers: [] })).data;
    expect(graded.sources).toHaveLength(disc.questions.length);
    graded.sources.forEach((src: Json, i: number) => {
      const real = market.dailyBars(src.code, src.from, src.to);
      expect(real).toHaveLength(35);
      expect(scaledCopy(closes(disc.questions[i].bars), closes(real.slice(0, 30)))).toBe(false);
    });
    const ts = (await a('TimeSharQuiz', { seed: 321 })).data;
    const tsDone = (await a('TimeSharSubmit', { seed: 321, answers: [] })).data;
    const code = /（(\d{6})）/.exec(tsDone.name)?.[1] as string;
    const minutes = market.minuteBars(code, tsDone.date);
    expect(minutes).toHaveLength(240);
    expect(scaledCopy(closes(ts.minutes), closes(minutes))).toBe(false);
    // The check itself finds a rebased copy.
    const real = closes(minutes);
    expect(
      scaledCopy(
        real.map((v) => Math.round(v * 173) / 100),
        real,
      ),
    ).toBe(true);
  });
});
