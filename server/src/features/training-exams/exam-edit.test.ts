import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

jest.setTimeout(60_000);

type Auth = { authorization: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.each(TEST_DB_KINDS)('editing questions, exams and exercises on %s', (kind) => {
  let s: TestServer;
  let teacher: Auth;
  let student: Auth;
  let classID: number;
  let otherClass: number;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'edteach', role: 'teacher' });
    const stu = await addUser(s.ctx, { userName: 'edstu01' });
    teacher = await signIn(s.app, 'edteach');
    student = await signIn(s.app, 'edstu01');
    classID = (await call('Class/AddClass', teacher, { className: '编辑一班' })).data.classID;
    otherClass = (await call('Class/AddClass', teacher, { className: '编辑二班' })).data.classID;
    await call('Class/AddStudentsToClass', teacher, { classID, userIDs: [stu] });
  }, 60_000);
  afterAll(() => s.close());

  async function call(path: string, headers: Auth, payload: Record<string, unknown> = {}) {
    const res = await s.app.inject({ method: 'POST', url: `/VETrain/${path}`, headers, payload });
    return {
      status: res.statusCode,
      ...(res.json() as { isOK: boolean; msg: string; data: Json }),
    };
  }
  const question = async (content: string, answer = 'A') =>
    (
      await call('Question/AddQuestion', teacher, {
        questionType: 0,
        difficulty: 1,
        content,
        options: ['甲', '乙', '丙'],
        answer,
      })
    ).data.questionID as number;

  it('edits an exam until a student opens a paper, then refuses and keeps it as it was', async () => {
    const q1 = await question('编辑题一');
    const q2 = await question('编辑题二', 'B');
    const now = s.clock.now().getTime();
    const body = {
      title: '编辑测验',
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + 3_600_000).toISOString(),
      durationMinutes: 20,
      classIDs: [otherClass],
      questions: [{ questionID: q1, score: 50 }],
    };
    const examID = (await call('Exam/AddExam', teacher, body)).data.examID as number;
    const upd = await call('Exam/UpdateExam', teacher, {
      ...body,
      examID,
      title: '编辑测验（改）',
      classIDs: [classID],
      questions: [
        { questionID: q2, score: 60 },
        { questionID: q1, score: 40 },
      ],
    });
    expect(upd.isOK).toBe(true);
    const got = await call('Exam/GetExam', teacher, { examID });
    expect(got.data).toMatchObject({
      title: '编辑测验（改）',
      classIDs: [classID],
      totalScore: 100,
      editable: true,
      papers: 0,
    });
    expect(got.data.questions.map((q: Json) => [q.questionID, q.score, q.answer])).toEqual([
      [q2, 60, 'B'],
      [q1, 40, 'A'],
    ]);
    // Bad input writes nothing.
    const bad = await call('Exam/UpdateExam', teacher, {
      ...body,
      examID,
      endTime: body.startTime,
    });
    expect(bad.msg).toBe('考试时间不正确');
    expect((await call('Exam/GetExam', teacher, { examID })).data.title).toBe('编辑测验（改）');
    // Students never read the key through the edit call, nor write.
    expect((await call('Exam/GetExam', student, { examID })).status).toBe(403);
    expect((await call('Exam/UpdateExam', student, { ...body, examID })).status).toBe(403);

    await call('Exam/PublishExam', teacher, { examID });
    expect((await call('Exam/StartExam', student, { examID })).isOK).toBe(true);
    const refused = await call('Exam/UpdateExam', teacher, { ...body, examID });
    expect(refused).toMatchObject({ isOK: false, msg: '已有学生参加该考试，不能修改' });
    const after = await call('Exam/GetExam', teacher, { examID });
    expect(after.data).toMatchObject({ title: '编辑测验（改）', editable: false, papers: 1 });
    expect(after.data.questions).toHaveLength(2);
    // Its questions' keys are frozen too; a question outside it still changes.
    const frozen = await call('Question/UpdateQuestion', teacher, {
      questionID: q2,
      questionType: 0,
      difficulty: 1,
      content: '编辑题二',
      options: ['甲', '乙', '丙'],
      answer: 'C',
    });
    expect(frozen.msg).toBe('该试题所在的考试已有学生作答，不能修改');
    const q3 = await question('编辑题三');
    const changed = await call('Question/UpdateQuestion', teacher, {
      questionID: q3,
      questionType: 2,
      difficulty: 2,
      content: '编辑题三（多选）',
      options: ['甲', '乙', '丙'],
      answer: 'CA',
    });
    expect(changed.data).toMatchObject({ answer: 'AC', typeName: '多选题' });
    expect((await call('Exam/UpdateExam', teacher, { ...body, examID: 999999 })).status).toBe(404);
  });

  it('edits an exercise: title, questions and classes', async () => {
    const q1 = await question('练习编辑题一');
    const q2 = await question('练习编辑题二');
    const ex = await call('Exercise/AddExercise', teacher, {
      title: '练习甲',
      questionIDs: [q1],
      classIDs: [otherClass],
    });
    const exerciseID = ex.data.exerciseID as number;
    expect((await call('Exercise/SearchExercises', student)).data).toEqual([]);
    const upd = await call('Exercise/UpdateExercise', teacher, {
      exerciseID,
      title: '练习乙',
      questionIDs: [q2, q1],
      classIDs: [classID],
    });
    expect(upd.isOK).toBe(true);
    const detail = await call('Exercise/GetExerciseDetail', teacher, { exerciseID });
    expect(detail.data).toMatchObject({ title: '练习乙', classIDs: [classID] });
    expect(detail.data.questions.map((q: Json) => q.questionID)).toEqual([q2, q1]);
    expect((await call('Exercise/SearchExercises', student)).data[0]).toMatchObject({
      exerciseID,
      title: '练习乙',
      questionCount: 2,
    });
    // Practice progress: each student's first answer per question counts (the key comes back with
    // it); teachers' checks are not kept.
    const check = (h: Auth, answer: string) =>
      call('Exercise/CheckAnswer', h, { exerciseID, questionID: q2, answer });
    expect((await check(student, 'a')).data).toMatchObject({ correct: true, counted: true });
    await check(teacher, 'B');
    expect((await call('Exercise/SearchExercises', student)).data[0]).toMatchObject({
      answered: 1,
      correct: 1,
    });
    // A second answer is graded for the student but changes nothing counted.
    expect((await check(student, 'B')).data).toMatchObject({ correct: false, counted: false });
    expect((await call('Exercise/SearchExercises', student)).data[0]).toMatchObject({
      answered: 1,
      correct: 1,
    });
    const none = await call('Exercise/UpdateExercise', teacher, {
      exerciseID,
      title: '练习丙',
      questionIDs: [],
      classIDs: [],
    });
    expect(none.msg).toBe('请至少选择一道试题');
    expect((await call('Exercise/GetExerciseDetail', teacher, { exerciseID })).data.title).toBe(
      '练习乙',
    );
    expect((await call('Exercise/GetExerciseDetail', student, { exerciseID })).status).toBe(403);
  });
});
