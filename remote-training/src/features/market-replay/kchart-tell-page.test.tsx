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
