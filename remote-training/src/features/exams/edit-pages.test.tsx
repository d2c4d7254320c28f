import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { AddExamPage } from './add-exam-page';
import { CreationQuestionPage } from './creation-question-page';
import { ExerciseEditPage } from './exercise-edit-page';

jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const question = {
  questionID: 7,
  questionType: 2,
  typeName: '多选题',
  content: '属于技术指标的有？',
  options: ['MACD', '市净率', 'KDJ'],
  subjectID: null,
  subjectName: '',
  difficulty: 2,
  answer: 'AC',
  explanation: '市净率是估值指标。',
  createTime: '2026-01-05T10:00:00.000+08:00',
};
const exam = {
  examID: 3,
  title: '期中测验',
  startTime: '2026-01-05T09:00:00.000+08:00',
  endTime: '2026-01-05T11:00:00.000+08:00',
  durationMinutes: 45,
  published: true,
  questionCount: 1,
  totalScore: 10,
  classNames: '金融2301班',
  classIDs: [1],
  papers: 0,
  editable: true,
  questions: [{ ...question, score: 10 }],
};
const common = {
  '/VETrain/Subject/SearchSubjects': () => ({ total: 0, list: [] }),
  '/VETrain/Class/SearchClasses': () => ({
    total: 1,
    list: [{ classID: 1, className: '金融2301班' }],
  }),
  '/VETrain/Question/SearchQuestions': () => ({ total: 1, list: [question] }),
};

it('edits a question from the bank: the form takes its values and saves with UpdateQuestion', async () => {
  const sent: Record<string, unknown>[] = [];
  fakeServer({
    ...common,
    '/VETrain/Question/UpdateQuestion': (p) => {
      sent.push(p);
      return question;
    },
  });
  signInAs('teacher');
  renderInArea(<CreationQuestionPage />);
  fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
  expect(await screen.findByDisplayValue('属于技术指标的有？')).toBeInTheDocument();
  expect(screen.getByDisplayValue('KDJ')).toBeInTheDocument();
  expect(screen.queryByLabelText('选项D')).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('题目'), { target: { value: '属于技术指标的有哪些？' } });
  fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
  await waitFor(() =>
    expect(sent[0]).toMatchObject({
      questionID: 7,
      questionType: 2,
      content: '属于技术指标的有哪些？',
      options: ['MACD', '市净率', 'KDJ'],
      answer: 'AC',
    }),
  );
});

it('edits an exam: loads it, saves with UpdateExam; a taken exam is locked', async () => {
  const sent: Record<string, unknown>[] = [];
  let detail = exam;
  fakeServer({
    ...common,
    '/VETrain/Exam/GetExam': () => detail,
    '/VETrain/Exam/UpdateExam': (p) => {
      sent.push(p);
      return { examID: 3 };
    },
  });
  signInAs('teacher');
  const page = (
    <Routes>
      <Route path="/examManage/addExam" element={<AddExamPage />} />
      <Route path="/TrainExaminManage" element={<div>考试列表页</div>} />
    </Routes>
  );
  const first = renderInArea(page, '/examManage/addExam?examID=3');
  expect(await screen.findByDisplayValue('期中测验')).toBeInTheDocument();
  expect(screen.getByText('已选 1 题，总分 10 分')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
  await waitFor(() =>
    expect(sent[0]).toMatchObject({
      examID: 3,
      title: '期中测验',
      startTime: '2026-01-05T09:00:00+08:00',
      durationMinutes: 45,
      classIDs: [1],
      questions: [{ questionID: 7, score: 10 }],
    }),
  );
  expect(await screen.findByText('考试列表页')).toBeInTheDocument();
  first.unmount();

  detail = { ...exam, papers: 2, editable: false };
  renderInArea(page, '/examManage/addExam?examID=3');
  expect(await screen.findByText('已有学生参加该考试，不能修改（答卷 2 份）')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '保存修改' })).toBeDisabled();
});

it('edits an exercise with UpdateExercise', async () => {
  const sent: Record<string, unknown>[] = [];
  fakeServer({
    ...common,
    '/VETrain/Exercise/GetExerciseDetail': () => ({
      exerciseID: 4,
      title: '基础练习',
      classIDs: [1],
      questions: [question],
    }),
    '/VETrain/Exercise/UpdateExercise': (p) => {
      sent.push(p);
      return { exerciseID: 4 };
    },
  });
  signInAs('teacher');
  renderInArea(
    <Routes>
      <Route path="/TrainExercAddEdit" element={<ExerciseEditPage />} />
    </Routes>,
    '/TrainExercAddEdit?exerciseID=4',
  );
  expect(await screen.findByDisplayValue('基础练习')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '保存（已选 1 题）' }));
  await waitFor(() =>
    expect(sent[0]).toEqual({ exerciseID: 4, title: '基础练习', classIDs: [1], questionIDs: [7] }),
  );
});
