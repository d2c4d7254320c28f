import { createAppStore, StoreProvider } from '@portal/shared-kit';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import type { SecurityInfo } from '../../../../../common';
import type { Quote } from '../model';
import { TRADING_KEY } from '../state/trading.selectors';
import { tradingActions, tradingSlice } from '../state/trading.slice';
import { PriceChart } from './price-chart';

const minute = (hhmm: string) => Date.parse(`2026-03-02T${hhmm}:00+08:00`);

const update = jest.fn();
const addPoint = jest.fn();
const priceSeries = { points: [{ x: minute('10:01'), update }], addPoint };
const fakeChart = {
  get: jest.fn(() => priceSeries),
  yAxis: [{ getExtremes: () => ({ min: 0, max: 10_000 }), setExtremes: jest.fn() }],
  redraw: jest.fn(),
  destroy: jest.fn(),
};
const stockChart = jest.fn((..._args: unknown[]) => fakeChart);
jest.mock('../../../../../common/chart/highstock', () => ({
  Highcharts: { stockChart: (...args: unknown[]) => stockChart(...args) },
  RISE_COLOR: '#e0403a',
  FALL_COLOR: '#1a9a4a',
}));

const INFO: SecurityInfo = {
  symbol: '600519',
  market: 'SSE',
  shortName: '贵州茅台',
  pyShortName: 'GZMT',
  securityType: 1,
  flagBits: 4,
  lcp: 1500,
  bQtyStep: 100,
  minTickSize: 0.01,
};

const quote = (time: string, last: number): Quote => ({
  symbol: '600519',
  market: 'SSE',
  shortName: '贵州茅台',
  securityType: 1,
  tradingDate: '2026-03-02',
  time,
  last,
  open: 1500,
  high: 1510,
  low: 1495,
  preClose: 1500,
  change: last - 1500,
  changePct: 0,
  limitUp: 1650,
  limitDown: 1350,
  volume: 0,
  amount: 0,
  bids: [],
  asks: [],
});

describe('price chart', () => {
  it('moves with quotes through the Highcharts API without rebuilding or re-rendering', () => {
    const store = createAppStore();
    store.injectReducer(TRADING_KEY, tradingSlice.reducer);
    store.dispatch(tradingActions.securityLoaded({ info: INFO, permitted: true }));
    store.dispatch(
      tradingActions.barsLoaded({
        key: '600519.SSE|minute',
        preClose: 1500,
        bars: [
          { time: minute('10:01'), open: 1500, high: 1501, low: 1499, close: 1500, volume: 100 },
        ],
      }),
    );
    let renders = 0;
    render(
      <StoreProvider store={store}>
        <Profiler id="chart" onRender={() => (renders += 1)}>
          <PriceChart />
        </Profiler>
      </StoreProvider>,
    );
    expect(stockChart).toHaveBeenCalledTimes(1);
    // The drawn bar set is on the element, for a test that waits for the chart.
    expect(screen.getByTestId('price-chart').dataset.chartReady).toBe('600519.SSE|minute');
    const rendersBefore = renders;

    act(() => {
      store.dispatch(tradingActions.quoteReceived(quote('10:00:30', 1502)));
    });
    expect(update).toHaveBeenCalledWith({ x: minute('10:01'), y: 1502 }, false, false);

    act(() => {
      store.dispatch(tradingActions.quoteReceived(quote('10:01:10', 1503)));
    });
    expect(addPoint).toHaveBeenCalledWith([minute('10:02'), 1503], false, false, false);

    expect(stockChart).toHaveBeenCalledTimes(1);
    expect(renders).toBe(rendersBefore);
  });
});
