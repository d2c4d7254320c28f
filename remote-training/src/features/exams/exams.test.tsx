import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { CreationQuestionPage } from './creation-question-page';
import { PaperPage } from './paper-page';
import { SystemExamPage } from './system-exam-page';
import { TrainPracticePage } from './train-practice-page';

jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const q1 = {
  questionID: 1,
  questionType: 0,
  typeName: '单选题',
  content: 'A股的交收制度是？',
  options: ['T+0', 'T+1'],
  score: 50,
};
const q2 = {
  ...q1,
  questionID: 2,
  questionType: 3,
  typeName: '判断题',
  content: '印花税只在卖出时收取。',
  options: ['正确', '错误'],
};

it('previews the question as it is typed', async () => {
  fakeServer({
    '/VETrain/Subject/SearchSubjects': () => ({ total: 0, list: [] }),
    '/VETrain/Question/SearchQuestions': () => ({ total: 0, list: [] }),
  });
  signInAs('teacher');
  renderInArea(<CreationQuestionPage />);
  fireEvent.change(await screen.findByLabelText('题目'), {
    target: { value: '五档行情中买一价是？' },
  });
  fireEvent.change(screen.getByLabelText('选项A'), { target: { value: '最高买价' } });
  const preview = screen.getByTestId('question-preview');
  await waitFor(() => expect(preview).toHaveTextContent('五档行情中买一价是？'));
  expect(preview).toHaveTextContent('A. 最高买价');
});

it('takes a paper: autosaves each answer, submits, and shows the score', async () => {
  const saved: unknown[] = [];
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 600_000).toISOString();
  const paper = {
    paperID: 9,
    examID: 3,
    startedAt: now,
    deadline: later,
    serverNow: now,
    submitted: false,
    submittedAt: null,
    score: null,
    totalScore: 100,
    answers: {},
    questions: [q1, q2],
  };
  fakeServer({
    '/VETrain/Exam/StartExam': () => ({ exam: { examID: 3, title: '期中测验' }, paper }),
    '/VETrain/Exam/SaveAnswers': (p) => {
      saved.push(p.answers);
      return paper;
    },
    '/VETrain/Exam/SubmitExam': () => ({
      ...paper,
      submitted: true,
      score: 50,
      questions: [
        { ...q1, answer: 'B', given: 'B', correct: true, explanation: '' },
        { ...q2, answer: 'A', given: 'B', correct: false, explanation: '单边征收' },
      ],
    }),
  });
  signInAs('student');
  renderInArea(
    <Routes>
      <Route path="/systemExam/systemExam" element={<SystemExamPage />} />
    </Routes>,
    '/systemExam/systemExam?examID=3',
  );
  expect(await screen.findByText(/剩余时间 (09|10):/)).toBeInTheDocument();
  fireEvent.click(screen.getByLabelText('B. T+1'));
  await waitFor(() => expect(saved).toEqual([{ '1': 'B' }]));
  fireEvent.click(screen.getByRole('button', { name: '交卷' }));
  await waitFor(() => expect(screen.getAllByRole('button', { name: '交卷' })).toHaveLength(2));
  fireEvent.click(screen.getAllByRole('button', { name: '交卷' })[1] as HTMLElement);
  expect(await screen.findByTestId('paper-score')).toHaveTextContent('得分：50 / 100');
  expect(screen.getByText('解析：单边征收')).toBeInTheDocument();
});

it('wrongPreviewm shows only the wrong answers', async () => {
  fakeServer({
    '/VETrain/Exam/GetPaper': () => ({
      paperID: 9,
      title: '期中测验',
      submitted: true,
      score: 50,
      totalScore: 100,
      answers: {},
      questions: [
        { ...q1, answer: 'B', given: 'B', correct: true, explanation: '次日可卖' },
        { ...q2, answer: 'A', given: 'B', correct: false, explanation: '单边征收' },
      ],
    }),
  });
  signInAs('student');
  renderInArea(
    <Routes>
      <Route path="/wrongPreviewm" element={<PaperPage wrongOnly />} />
    </Routes>,
    '/wrongPreviewm?paperID=9',
  );
  expect(await screen.findByText('解析：单边征收')).toBeInTheDocument();
  expect(screen.queryByText('解析：次日可卖')).not.toBeInTheDocument();
});

it('TrainPractice answers at once with the key and the explanation', async () => {
  fakeServer({
    '/VETrain/Exercise/GetExercise': () => ({
      exerciseID: 4,
      title: '基础练习',
      questionCount: 1,
      questions: [q1],
    }),
    '/VETrain/Exercise/CheckAnswer': (p) => ({
      correct: p.answer === 'B',
      answer: 'B',
      explanation: '当日买入次日可卖。',
    }),
  });
  signInAs('student');
  renderInArea(
    <Routes>
      <Route path="/TrainPractice" element={<TrainPracticePage />} />
    </Routes>,
    '/TrainPractice?exerciseID=4',
  );
  fireEvent.click(await screen.findByLabelText('A. T+0'));
  fireEvent.click(screen.getByRole('button', { name: '提交答案' }));
  expect(await screen.findByText('回答错误，正确答案：B')).toBeInTheDocument();
  expect(screen.getByText('解析：当日买入次日可卖。')).toBeInTheDocument();
});

it('TrainPractice shows the feedback of a question under that question alone', async () => {
  const qs = [1, 5, 6].map((questionID) => ({ ...q1, questionID, content: `第${questionID}题` }));
  fakeServer({
    '/VETrain/Exercise/GetExercise': () => ({
      exerciseID: 4,
      title: '基础练习',
      questionCount: 3,
      questions: qs,
    }),
    '/VETrain/Exercise/CheckAnswer': (p) => ({
      correct: p.answer === 'B',
      counted: true,
      answer: 'B',
      explanation: `第${String(p.questionID)}题的解析`,
    }),
  });
  signInAs('student');
  const { container } = renderInArea(
    <Routes>
      <Route path="/TrainPractice" element={<TrainPracticePage />} />
    </Routes>,
    '/TrainPractice?exerciseID=4',
  );
  await screen.findByText('第5题', { exact: false });
  const card = (id: number) => container.querySelector(`[data-practice="${id}"]`) as HTMLElement;
  fireEvent.click(within(card(5)).getByLabelText('B. T+1'));
  fireEvent.click(within(card(5)).getByRole('button', { name: '提交答案' }));
  expect(await within(card(5)).findByText('回答正确')).toBeInTheDocument();
  expect(within(card(5)).getByText('解析：第5题的解析')).toBeInTheDocument();
  for (const other of [1, 6]) {
    expect(within(card(other)).queryByText('回答正确')).not.toBeInTheDocument();
    expect(within(card(other)).queryByText(/解析/)).not.toBeInTheDocument();
  }
  expect(screen.getAllByText('回答正确')).toHaveLength(1);
});
