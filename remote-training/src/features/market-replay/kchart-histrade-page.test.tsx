import { session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { KChartHistradePage } from './kchart-histrade-page';

jest.setTimeout(300_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const bar = (c: number) => ({ open: c, high: c, low: c, close: c });
const candles = [10, 10.5, 10.2, 10.8].map(bar);

it('trainKChartHistrade: reveals a bar per decision, sends the actions, shows the comparison', async () => {
  let sent: unknown;
  const asked: unknown[] = [];
  fakeServer({
    '/VETrain/KChart/HistradeBars': (p) => {
      asked.push(p);
      const shown = Number(p.shown ?? 0);
      return {
        seed: 12,
        steps: 2,
        shown,
        lot: 100,
        minBuy: 100,
        cash: 100000,
        options: ['持有', '买入', '卖出'],
        bars: candles.slice(0, 2 + shown),
      };
    },
    '/VETrain/KChart/HistradeSubmit': (p) => {
      sent = p;
      return {
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
  expect(asked).toEqual([{}, { seed: 12, shown: 1 }, { seed: 12, shown: 2 }]);
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByText('得分：40分')).toBeInTheDocument();
  expect(sent).toEqual({ seed: 12, actions: [1, 2] });
  expect(screen.getByText('平安银行（000001）')).toBeInTheDocument();
  expect(screen.getByText('+5.00%')).toBeInTheDocument();
  expect(screen.getByText('+10.00%')).toBeInTheDocument();
});
