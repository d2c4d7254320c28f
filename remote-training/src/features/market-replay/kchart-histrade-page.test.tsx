import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { KChartHistradePage } from './kchart-histrade-page';

jest.setTimeout(300_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const bar = (c: number) => ({ open: c, high: c, low: c, close: c });
const candles = [10, 10.5, 10.2, 10.8].map(bar);
const state = (seed: number, actions: number[]) => ({
  sessionID: 7,
  seed,
  steps: 2,
  shown: actions.length,
  lot: 100,
  minBuy: 100,
  cash: 100000,
  options: ['持有', '买入', '卖出'],
  holding: actions[actions.length - 1] === 1,
  bars: candles.slice(0, 2 + actions.length),
});

it('trainKChartHistrade: a server session reveals a bar per recorded action, then the comparison', async () => {
  const started: unknown[] = [];
  const steps: unknown[] = [];
  let sent: unknown;
  const actions: number[] = [];
  fakeServer({
    '/VETrain/KChart/HistradeStart': (p) => {
      started.push(p);
      actions.length = 0;
      return state(Number(p.seed ?? 12), actions);
    },
    '/VETrain/KChart/HistradeStep': (p) => {
      steps.push(p);
      actions.push(Number(p.action));
      return state(12, actions);
    },
    '/VETrain/KChart/HistradeSubmit': (p) => {
      sent = p;
      return {
        sessionID: 7,
        seed: 12,
        counted: false,
        score: 40,
        equity: 102000,
        holdEquity: 105000,
        bestEquity: 110000,
        studentReturn: 2,
        holdReturn: 5,
        bestReturn: 10,
        trades: [{ bar: 1, side: 1, qty: 9900, price: 10.5 }],
        bars: candles,
        name: '平安银行（000001）',
      };
    },
    '/VETrain/KChart/SearchSets': () => [
      {
        setID: 1,
        name: '历史交易（演示题组）',
        tool: 'histrade',
        seed: 2301,
        count: 2,
        classID: 1,
        className: '金融2301班',
        teacherName: '王老师',
        createTime: '2026-11-25 10:00:00',
        attempts: 1,
        rounds: [
          { seed: 2301, score: 55, used: 1, final: true },
          { seed: 2302, score: null, used: 0, final: false },
        ],
      },
    ],
    '/VETrain/KChart/SearchScores': () => [],
  });
  signInAs('student');
  const { container } = renderInArea(<KChartHistradePage />);
  expect(await screen.findByText('第1/2步：以最后一根K线的收盘价交易')).toBeInTheDocument();
  expect(container.querySelector('[data-replay-bars="2"]')).not.toBeNull();
  expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: '买入' }));
  expect(await screen.findByText('当前：持仓')).toBeInTheDocument();
  await waitFor(() => expect(container.querySelector('[data-replay-bars="3"]')).not.toBeNull());
  await waitFor(() => expect(screen.getByRole('button', { name: '卖出' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: '卖出' }));
  await waitFor(() => expect(container.querySelector('[data-replay-bars="4"]')).not.toBeNull());
  expect(screen.getByRole('button', { name: '持有' })).toBeDisabled();
  expect(started).toEqual([{}]);
  expect(steps).toEqual([
    { sessionID: 7, step: 0, action: 1 },
    { sessionID: 7, step: 1, action: 2 },
  ]);
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByText('得分：40分')).toBeInTheDocument();
  expect(sent).toEqual({ sessionID: 7 });
  expect(screen.getByText('平安银行（000001）')).toBeInTheDocument();
  expect(screen.getByText('+5.00%')).toBeInTheDocument();
  expect(screen.getByText('+10.00%')).toBeInTheDocument();
  expect(screen.getByText('-3.00%（跑输买入持有）')).toBeInTheDocument();
  expect(screen.getByText('此题组已做过，本次成绩不计入成绩记录。')).toBeInTheDocument();
  // The class's 题组: its set numbers with the student's score; a click opens that set number.
  expect(screen.getByText('历史交易（演示题组）（金融2301班）')).toBeInTheDocument();
  // The rule of counted attempts is shown before the student starts.
  expect(screen.getByText('每组只计首次作答')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '第1组 55分' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '布置题组' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '第2组' }));
  await waitFor(() => expect(started).toEqual([{}, { seed: 2302 }]));
  expect(await screen.findByText('题组编号：2302')).toBeInTheDocument();
  expect(screen.queryByText('得分：40分')).toBeNull();
});

it('a teacher gives the current set number to a class as a 题组', async () => {
  let saved: unknown;
  fakeServer({
    '/VETrain/KChart/HistradeStart': () => state(345, []),
    '/VETrain/KChart/SearchSets': () => [],
    '/VETrain/KChart/SaveSet': (p) => {
      saved = p;
      return { setID: 3 };
    },
    '/VETrain/Class/SearchClasses': () => ({
      total: 1,
      list: [{ classID: 4, className: '金融2302班' }],
    }),
    '/VETrain/KChart/SearchScores': () => [],
  });
  signInAs('teacher');
  renderInArea(<KChartHistradePage />);
  expect(await screen.findByText('题组编号：345')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '布置题组' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(screen.getByLabelText('题组名称'), { target: { value: '第三周 历史交易' } });
  fireEvent.mouseDown(screen.getByLabelText('班级'));
  fireEvent.click(await screen.findByText('金融2302班'));
  fireEvent.change(screen.getByLabelText('组数'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('计分次数'), { target: { value: '2' } });
  expect(await within(dialog).findByText(/每组可计分作答2次，取最高分/)).toBeInTheDocument();
  const ok = within(dialog).getByRole('button', { name: /^布\s?置$/ });
  await waitFor(() => expect(ok).toBeEnabled());
  fireEvent.click(ok);
  await waitFor(() =>
    expect(saved).toEqual({
      name: '第三周 历史交易',
      tool: 'histrade',
      seed: 345,
      count: 3,
      classID: 4,
      attempts: 2,
    }),
  );
});
