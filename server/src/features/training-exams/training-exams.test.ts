import { DEFAULT_TEST_DB } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { seedQuestionBank } from '../../demo/training-questions-demo';

jest.setTimeout(60_000);

type Auth = { authorization: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('question bank, exams and practice over HTTP (PGlite)', () => {
  let s: TestServer;
  let teacher: Auth;
  let student: Auth;
  let other: Auth;
  let classID: number;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
    await addUser(s.ctx, { userName: 'exteach', role: 'teacher' });
    const stu = await addUser(s.ctx, { userName: 'exstu01' });
    await addUser(s.ctx, { userName: 'exstu02' });
    teacher = await signIn(s.app, 'exteach');
    student = await signIn(s.app, 'exstu01');
    other = await signIn(s.app, 'exstu02');
    classID = (await call('Class/AddClass', teacher, { className: '考试一班' })).data.classID;
    await call('Class/AddStudentsToClass', teacher, { classID, userIDs: [stu] });
  });
  afterAll(() => s.close());

  async function call(path: string, headers: Auth, payload: Record<string, unknown> = {}) {
    const res = await s.app.inject({ method: 'POST', url: `/VETrain/${path}`, headers, payload });
    return {
      status: res.statusCode,
      ...(res.json() as { isOK: boolean; msg: string; data: Json }),
    };
  }

  it('runs question → exam → paper → score, keeps the key from students until submission', async () => {
    const single = await call('Question/AddQuestion', teacher, {
      questionType: 0,
      difficulty: 1,
      content: 'A股的交收制度是？',
      options: ['T+0', 'T+1', 'T+2', 'T+3'],
      answer: 'b',
      explanation: '当日买入次日可卖。',
    });
    expect(single.data).toMatchObject({ answer: 'B', typeName: '单选题' });
    const multi = await call('Question/AddQuestion', teacher, {
      questionType: 2,
      difficulty: 2,
      content: '属于技术指标的有？',
      options: ['MACD', '市净率', 'KDJ'],
      answer: 'AC',
    });
    const bad = await call('Question/AddQuestion', teacher, {
      questionType: 0,
      difficulty: 1,
      content: '题\u0000',
      options: ['甲', '乙'],
      answer: 'A',
    });
    expect(bad.status).toBe(400);
    expect((await call('Question/SearchQuestions', teacher, {})).data.total).toBe(2);

    // Students never call teacher calls; nothing is written.
    for (const path of [
      'Question/SearchQuestions',
      'Question/AddQuestion',
      'Exam/SearchExams',
      'Exam/AddExam',
    ])
      expect((await call(path, student, {})).status).toBe(403);

    const now = s.clock.now().getTime();
    const exam = await call('Exam/AddExam', teacher, {
      title: '期中测验',
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + 3_600_000).toISOString(),
      durationMinutes: 20,
      classIDs: [classID],
      questions: [
        { questionID: single.data.questionID, score: 40 },
        { questionID: multi.data.questionID, score: 60 },
      ],
    });
    const examID = exam.data.examID as number;
    expect((await call('Exam/SearchMyExams', student)).data).toEqual([]);
    await call('Exam/PublishExam', teacher, { examID });
    expect((await call('Exam/SearchMyExams', student)).data[0]).toMatchObject({ examID, state: 0 });
    expect((await call('Exam/StartExam', other, { examID })).msg).toBe('该考试未发布给你的班级');

    const started = await call('Exam/StartExam', student, { examID });
    const text = JSON.stringify(started.data);
    expect(text).not.toContain('"answer"');
    expect(text).not.toContain('次日可卖');
    const paperID = started.data.paper.paperID as number;
    expect((await call('Exam/GetPaper', student, { paperID })).isOK).toBe(false);
    expect((await call('Exam/GetPaper', other, { paperID })).status).toBe(404);

    await call('Exam/SaveAnswers', student, {
      examID,
      answers: { [single.data.questionID]: 'B', [multi.data.questionID]: 'A' },
    });
    const done = await call('Exam/SubmitExam', student, {
      examID,
      answers: { [single.data.questionID]: 'B', [multi.data.questionID]: 'A' },
    });
    expect(done.data).toMatchObject({ submitted: true, score: 40, totalScore: 100 });
    expect(done.data.questions[1]).toMatchObject({ correct: false, answer: 'AC', given: 'A' });
    expect((await call('Exam/SubmitExam', student, { examID, answers: {} })).msg).toBe(
      '试卷已提交',
    );

    const stats = await call('Exam/GetExamPapers', teacher, { examID });
    expect(stats.data.papers[0]).toMatchObject({ userName: 'exstu01', score: 40 });
    expect(stats.data.questions.map((q: Json) => q.errorRate)).toEqual([0, 1]);
  });

  it('submits a paper by itself at time-out, ignoring late answers', async () => {
    const q = await call('Question/AddQuestion', teacher, {
      questionType: 3,
      difficulty: 1,
      content: '印花税只在卖出时收取。',
      options: [],
      answer: 'A',
    });
    const now = s.clock.now().getTime();
    const { data } = await call('Exam/AddExam', teacher, {
      title: '限时测验',
      startTime: new Date(now).toISOString(),
      endTime: new Date(now + 3_600_000).toISOString(),
      durationMinutes: 5,
      classIDs: [classID],
      questions: [{ questionID: q.data.questionID, score: 10 }],
      publish: true,
    });
    await call('Exam/StartExam', student, { examID: data.examID });
    s.clock.advance(6 * 60_000);
    const late = await call('Exam/SaveAnswers', student, {
      examID: data.examID,
      answers: { [q.data.questionID]: 'A' },
    });
    expect(late.data).toMatchObject({ submitted: true, score: 0 });
  });

  it('checks practice answers at once with the explanation, for the class only', async () => {
    const seeded = await seedQuestionBank(s.ctx.db, s.clock.now());
    expect(seeded).toBe(false); // questions exist already: the demo seed stays out
    const bank = (await call('Question/SearchQuestions', teacher, { pageSize: 100 })).data.list;
    const q = bank.find((x: Json) => x.questionType === 0);
    const ex = await call('Exercise/AddExercise', teacher, {
      title: '基础练习',
      questionIDs: [q.questionID],
      classIDs: [classID],
    });
    const exerciseID = ex.data.exerciseID as number;
    expect((await call('Exercise/SearchExercises', other)).data).toEqual([]);
    const got = await call('Exercise/GetExercise', student, { exerciseID });
    expect(JSON.stringify(got.data)).not.toContain('"answer"');
    const wrong = await call('Exercise/CheckAnswer', student, {
      exerciseID,
      questionID: q.questionID,
      answer: 'A',
    });
    expect(wrong.data).toMatchObject({
      correct: false,
      counted: true,
      answer: 'B',
      explanation: '当日买入次日可卖。',
    });
    // Resubmitting the key it was given does not turn the counted answer right.
    const again = await call('Exercise/CheckAnswer', student, {
      exerciseID,
      questionID: q.questionID,
      answer: 'B',
    });
    expect(again.data).toMatchObject({ correct: true, counted: false });
    expect((await call('Exercise/SearchExercises', student)).data[0]).toMatchObject({
      exerciseID,
      answered: 1,
      correct: 0,
    });
    expect((await call('Exercise/AddExercise', student, { title: 'x' })).status).toBe(403);
  });
});
