import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { KChartDiscPage } from './kchart-disc-page';
import { KChartInfoPage } from './kchart-info-page';
import { KChartLabelPage } from './kchart-label-page';
import { SkillAchievePage } from './skill-achieve-page';

jest.setTimeout(300_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const bars = [
  { open: 10, high: 10.2, low: 9.8, close: 9.9 },
  { open: 9.9, high: 10.1, low: 9.5, close: 9.91 },
];

it('TrainKChartInfo: shapes a candle by hand and shows each pattern explained', async () => {
  fakeServer({
    '/VETrain/KChart/Examples': () => ({
      seed: 1,
      examples: [
        { id: 'doji', name: '十字星', bars, from: 1, to: 1 },
        { id: 'hammer', name: '锤子线', bars, from: 1, to: 1 },
      ],
    }),
  });
  signInAs('student');
  renderInArea(<KChartInfoPage />);
  expect(screen.getByText('阳线（收盘价高于开盘价）')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('收盘价'), { target: { value: '9.5' } });
  await waitFor(() => expect(screen.getByText('阴线（收盘价低于开盘价）')).toBeInTheDocument());
  fireEvent.click(await screen.findByText('锤子线'));
  expect(await screen.findByText(/下影线至少为实体的两倍/)).toBeInTheDocument();
});

it('TrainKChartLabel: sends the marks (bar index, price), shows the score and the answers', async () => {
  let sent: unknown;
  fakeServer({
    '/VETrain/KChart/LabelQuiz': () => ({
      seed: 9,
      questions: [
        { index: 0, kind: 'pattern', prompt: '请在图中标出锤子线形态', bars },
        { index: 1, kind: 'support', prompt: '请在图中标出支撑位', bars },
      ],
    }),
    '/VETrain/KChart/LabelSubmit': (p) => {
      sent = p;
      return {
        score: 50,
        results: [
          { correct: true, key: { bars: [1] } },
          { correct: false, key: { price: 9.5 } },
        ],
      };
    },
    '/VETrain/KChart/SearchScores': () => [],
  });
  signInAs('student');
  renderInArea(<KChartLabelPage />);
  expect(await screen.findByText('题组编号：9')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('第1题标注K线'), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText('第2题标注价格'), { target: { value: '9.9' } });
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByText('得分：50分')).toBeInTheDocument();
  expect(sent).toEqual({ seed: 9, marks: [1, 9.9] });
  expect(screen.getByText('标注正确')).toBeInTheDocument();
  expect(screen.getByText('标注错误，答案：9.50')).toBeInTheDocument();
});

it('TrainKCharDisc: judges, shows the score and appends the real continuation', async () => {
  let sent: unknown;
  fakeServer({
    '/VETrain/KChart/DiscQuiz': () => ({
      seed: 4,
      questions: [{ index: 0, patternName: '十字星', bars, options: ['上涨', '下跌', '横盘'] }],
    }),
    '/VETrain/KChart/DiscSubmit': (p) => {
      sent = p;
      return { score: 0, results: [{ correct: false, answer: '下跌', after: bars }] };
    },
    '/VETrain/KChart/SearchScores': () => [
      {
        scoreID: 1,
        userName: 'student01',
        tool: 'disc',
        seed: 4,
        score: 0,
        createTime: '2026-11-23T15:00:00+08:00',
      },
    ],
  });
  signInAs('student');
  const { container } = renderInArea(<KChartDiscPage />);
  expect(
    await screen.findByText('第1题：图中最后出现了十字星，之后5个交易日的走势是？'),
  ).toBeInTheDocument();
  expect(container.querySelector('[data-replay-bars="2"]')).not.toBeNull();
  fireEvent.click(screen.getByLabelText('上涨'));
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByText('得分：0分')).toBeInTheDocument();
  expect(sent).toEqual({ seed: 4, answers: [0] });
  expect(screen.getByText('判断错误，实际走势：下跌')).toBeInTheDocument();
  expect(container.querySelector('[data-replay-bars="4"]')).not.toBeNull();
  expect(await screen.findByText('student01')).toBeInTheDocument();
});

it('TrainSkillAchieve: each student’s replays and K-line scores', async () => {
  fakeServer({
    '/VETrain/KChart/SkillSummary': () => [
      {
        userID: 3,
        userName: 'student01',
        realName: '张三',
        replays: 2,
        replayExcess: 1.25,
        tellCount: 0,
        tellAvg: null,
        labelCount: 1,
        labelAvg: 80,
        discCount: 2,
        discAvg: 50,
        histradeCount: 1,
        histradeAvg: 64,
        timesharCount: 3,
        timesharAvg: 60,
      },
    ],
  });
  signInAs('teacher');
  renderInArea(<SkillAchievePage />);
  expect(await screen.findByText('1.25%')).toBeInTheDocument();
  expect(screen.getByText('80（1次）')).toBeInTheDocument();
  expect(screen.getByText('50（2次）')).toBeInTheDocument();
  expect(screen.getByText('64（1次）')).toBeInTheDocument();
  expect(screen.getByText('60（3次）')).toBeInTheDocument();
  expect(screen.getByText('—')).toBeInTheDocument();
});
