import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

jest.setTimeout(60_000);

type Auth = { authorization: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.each(TEST_DB_KINDS)(
  'achievement statistics per exam, project and province on %s',
  (kind) => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer(kind);
    }, 60_000);
    afterAll(() => s.close());

    async function post(path: string, h: Auth, payload: Record<string, unknown> = {}) {
      const res = await s.app.inject({
        method: 'POST',
        url: `/VETrain/${path}`,
        headers: h,
        payload,
      });
      return {
        status: res.statusCode,
        ...(res.json() as { isOK: boolean; msg: string; data: Json }),
      };
    }

    it('counts submitted papers, scores, pass rate, trainings and provinces', async () => {
      await addUser(s.ctx, { userName: 'acteach', role: 'teacher' });
      const a = await addUser(s.ctx, { userName: 'acstu01' });
      const b = await addUser(s.ctx, { userName: 'acstu02' });
      const teacher = await signIn(s.app, 'acteach');
      const db = s.ctx.db;
      await db.query("UPDATE users SET province = '广东' WHERE id = $1", [a]);
      await db.query("UPDATE users SET province = '上海' WHERE id = $1", [b]);
      const classID = (await post('Class/AddClass', teacher, { className: '统计班' })).data.classID;
      const emptyClass = (await post('Class/AddClass', teacher, { className: '空班' })).data
        .classID;
      await post('Class/AddStudentsToClass', teacher, { classID, userIDs: [a, b] });
      const q = async (content: string) =>
        (
          await post('Question/AddQuestion', teacher, {
            questionType: 3,
            difficulty: 1,
            content,
            options: [],
            answer: 'A',
          })
        ).data.questionID as number;
      const q1 = await q('统计题一');
      const q2 = await q('统计题二');
      const now = s.clock.now().getTime();
      const examID = (
        await post('Exam/AddExam', teacher, {
          title: '统计测验',
          startTime: new Date(now - 60_000).toISOString(),
          endTime: new Date(now + 3_600_000).toISOString(),
          durationMinutes: 30,
          classIDs: [classID],
          questions: [
            { questionID: q1, score: 50 },
            { questionID: q2, score: 50 },
          ],
          publish: true,
        })
      ).data.examID as number;
      for (const [user, answers] of [
        ['acstu01', { [q1]: 'A', [q2]: 'A' }],
        ['acstu02', { [q1]: 'A', [q2]: 'B' }],
      ] as const) {
        const h = await signIn(s.app, user);
        await post('Exam/StartExam', h, { examID });
        expect((await post('Exam/SubmitExam', h, { examID, answers })).isOK).toBe(true);
      }
      const [tp] = await db.query<{ id: number }>(
        "INSERT INTO tp_infos (tp_type_id, title) VALUES (1, '统计实训') RETURNING tp_info_id AS id",
      );
      await db.query(
        'INSERT INTO train_logs (user_id, tp_info_id, started_at, ended_at, score) VALUES ($1, $2, $3, $4, 80)',
        [a, Number(tp?.id), new Date(now - 1_800_000), new Date(now - 600_000)],
      );

      const exams = (await post('Achieve/SearchExamStats', teacher, { classID })).data;
      expect(exams.find((e: Json) => e.examID === examID)).toEqual({
        examID,
        title: '统计测验',
        totalScore: 100,
        assigned: 2,
        submitted: 2,
        avgScore: 75,
        maxScore: 100,
        minScore: 50,
        avgMinutes: 0,
        passRate: 50,
      });
      const none = (await post('Achieve/SearchExamStats', teacher, { classID: emptyClass })).data;
      expect(none.find((e: Json) => e.examID === examID)).toMatchObject({
        assigned: 0,
        submitted: 0,
        avgScore: null,
      });

      const projects = (await post('Achieve/SearchProjectStats', teacher, { classID })).data;
      expect(projects).toEqual([
        {
          tpInfoID: Number(tp?.id),
          title: '统计实训',
          students: 1,
          trainings: 1,
          avgScore: 80,
          avgMinutes: 20,
        },
      ]);

      const provinces = (await post('Achieve/SearchProvinceStats', teacher, { classID })).data;
      expect(provinces).toEqual(
        expect.arrayContaining([
          { province: '广东', students: 1, participants: 1, avgPercent: 100 },
          { province: '上海', students: 1, participants: 1, avgPercent: 50 },
        ]),
      );
      const list = (await post('Achieve/SearchAchievements', teacher, { classID })).data;
      expect(list.map((r: Json) => r.province)).toEqual(['广东', '上海']);
      const student = await signIn(s.app, 'acstu01');
      for (const path of ['SearchExamStats', 'SearchProjectStats', 'SearchProvinceStats'])
        expect((await post(`Achieve/${path}`, student)).status).toBe(403);
    });
  },
);
