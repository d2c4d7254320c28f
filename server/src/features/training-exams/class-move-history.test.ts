import { DEFAULT_TEST_DB } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

jest.setTimeout(60_000);

type Auth = { authorization: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('a student moved to another class keeps their history (issue 33 item 5)', () => {
  let s: TestServer;
  let teacher: Auth;
  let student: Auth;
  let stu: number;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
    await addUser(s.ctx, { userName: 'mvteach', role: 'teacher' });
    stu = await addUser(s.ctx, { userName: 'mvstu01' });
    teacher = await signIn(s.app, 'mvteach');
    student = await signIn(s.app, 'mvstu01');
  });
  afterAll(() => s.close());

  async function call(path: string, headers: Auth, payload: Record<string, unknown> = {}) {
    const res = await s.app.inject({ method: 'POST', url: `/VETrain/${path}`, headers, payload });
    return res.json() as { isOK: boolean; msg: string; data: Json };
  }

  it('keeps the submitted exam of the old class in 我的考试, and no exam never taken', async () => {
    const first = (await call('Class/AddClass', teacher, { className: '原班级' })).data.classID;
    const second = (await call('Class/AddClass', teacher, { className: '新班级' })).data.classID;
    await call('Class/AddStudentsToClass', teacher, { classID: first, userIDs: [stu] });
    const q = await call('Question/AddQuestion', teacher, {
      questionType: 3,
      difficulty: 1,
      content: '印花税只在卖出时收取。',
      options: [],
      answer: 'A',
    });
    const now = s.clock.now().getTime();
    const exam = async (title: string) =>
      (
        await call('Exam/AddExam', teacher, {
          title,
          startTime: new Date(now - 60_000).toISOString(),
          endTime: new Date(now + 3_600_000).toISOString(),
          durationMinutes: 20,
          classIDs: [first],
          questions: [{ questionID: q.data.questionID, score: 10 }],
          publish: true,
        })
      ).data.examID as number;
    const taken = await exam('已考');
    await exam('未考');
    await call('Exam/StartExam', student, { examID: taken });
    await call('Exam/SubmitExam', student, {
      examID: taken,
      answers: { [q.data.questionID]: 'A' },
    });

    await call('Class/AddStudentsToClass', teacher, { classID: second, userIDs: [stu] });
    const mine = (await call('Exam/SearchMyExams', student)).data as Json[];
    expect(mine.map((e) => e.title)).toEqual(['已考']);
    expect(mine[0]).toMatchObject({ examID: taken, state: 2, score: 10 });
  });
});
