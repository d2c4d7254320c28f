import { session } from '@portal/shared-kit';
import { fireEvent, screen } from '@testing-library/react';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { KChartTellPage } from './kchart-tell-page';

jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const bars = [
  { open: 10, high: 10.2, low: 9.8, close: 9.9 },
  { open: 9.9, high: 10.1, low: 9.5, close: 9.91 },
];

it('answers a K-line quiz, submits the chosen options and shows the score', async () => {
  let sent: unknown;
  fakeServer({
    '/VETrain/KChart/TellQuiz': () => ({
      seed: 7,
      questions: [
        { index: 0, bars, options: ['十字星', '锤子线'] },
        { index: 1, bars, options: ['锤子线', '十字星'] },
      ],
    }),
    '/VETrain/KChart/TellSubmit': (p) => {
      sent = p;
      return {
        score: 50,
        results: [
          { correct: true, answer: '十字星' },
          { correct: false, answer: '十字星' },
        ],
      };
    },
  });
  signInAs('student');
  renderInArea(<KChartTellPage />);
  expect(await screen.findByText('题组编号：7')).toBeInTheDocument();
  fireEvent.click(screen.getAllByLabelText('十字星')[0] as HTMLElement);
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByText('得分：50分')).toBeInTheDocument();
  expect(sent).toEqual({ seed: 7, answers: [0, -1] });
  expect(screen.getByText('回答正确')).toBeInTheDocument();
  expect(screen.getByText('回答错误，正确答案：十字星')).toBeInTheDocument();
});

it('a submit before the last counted attempt shows the score and what is left, not the key', async () => {
  fakeServer({
    '/VETrain/KChart/TellQuiz': () => ({
      seed: 1_234_567,
      questions: [{ index: 0, bars, options: ['十字星', '锤子线'] }],
    }),
    '/VETrain/KChart/TellSubmit': () => ({
      score: 0,
      attempt: 1,
      attempts: 2,
      counted: true,
      final: false,
      countedScore: 0,
      results: [],
    }),
  });
  signInAs('student');
  renderInArea(<KChartTellPage />);
  fireEvent.click((await screen.findAllByLabelText('锤子线'))[0] as HTMLElement);
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(
    await screen.findByText('第1次作答，计分成绩：0分；还可作答1次，答案在最后一次计分作答后公布'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/回答(正确|错误)/)).toBeNull();
  expect(screen.getByRole('button', { name: '提交' })).toBeEnabled();
});
