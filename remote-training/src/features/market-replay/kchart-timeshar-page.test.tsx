import { session } from '@portal/shared-kit';
import { fireEvent, screen } from '@testing-library/react';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { KChartTimeSharPage } from './kchart-timeshar-page';

jest.setTimeout(300_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('TrainKCharTimeShar: the day’s chart and questions; answers sent, graded, score recorded', async () => {
  let sent: unknown;
  fakeServer({
    '/VETrain/KChart/TimeSharQuiz': () => ({
      seed: 6,
      prevClose: 10,
      minutes: [
        { time: '09:31', price: 10.2, avg: 10.2, volume: 1000 },
        { time: '15:00', price: 10.1, avg: 10.15, volume: 500 },
      ],
      questions: [
        { index: 0, prompt: '收盘时，最新价在均价线的上方还是下方？', options: ['上方', '下方'] },
        { index: 1, prompt: '开盘价相对昨收（10.00）是？', options: ['高开', '低开', '平开'] },
      ],
    }),
    '/VETrain/KChart/TimeSharSubmit': (p) => {
      sent = p;
      return {
        score: 50,
        attempt: 1,
        attempts: 1,
        counted: true,
        final: true,
        countedScore: 50,
        results: [
          { correct: false, answer: '下方' },
          { correct: true, answer: '高开' },
        ],
        name: '平安银行（000001）',
        date: '2024-03-05',
      };
    },
    '/VETrain/KChart/SearchScores': () => [
      {
        scoreID: 1,
        userName: 'student01',
        tool: 'timeshar',
        seed: 6,
        score: 50,
        createTime: '2026-11-23T15:00:00+08:00',
      },
    ],
  });
  signInAs('student');
  const { container } = renderInArea(<KChartTimeSharPage />);
  // The stock and the day are told only with the final counted attempt.
  expect(await screen.findByText('分时走势')).toBeInTheDocument();
  expect(container.querySelector('[data-timeshar-minutes="2"]')).not.toBeNull();
  expect(container.textContent).toContain('均价线');
  fireEvent.click(screen.getByLabelText('上方'));
  fireEvent.click(screen.getByLabelText('高开'));
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByText('得分：50分')).toBeInTheDocument();
  expect(sent).toEqual({ seed: 6, answers: [0, 0] });
  expect(screen.getByText('回答错误，正确答案：下方')).toBeInTheDocument();
  expect(screen.getByText('平安银行（000001） 2024-03-05 分时走势')).toBeInTheDocument();
  expect(screen.getByText('第1次作答，计分成绩：50分')).toBeInTheDocument();
  expect(await screen.findByText('student01')).toBeInTheDocument();
  expect(screen.getByText('分时图', { selector: 'td' })).toBeInTheDocument();
});
