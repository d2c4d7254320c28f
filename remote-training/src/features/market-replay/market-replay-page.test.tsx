import { session } from '@portal/shared-kit';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHub, fakeServer, renderInArea, signInAs } from '../../test/render-area';
import { mergeView, type ReplayBar, type ReplayView } from './api/replay-api';
import { MarketReplayPage } from './market-replay-page';

jest.setTimeout(120_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const bar = (time: string, close: number): ReplayBar => ({
  time,
  open: close - 0.1,
  high: close + 0.2,
  low: close - 0.3,
  close,
  volume: 1000,
});

const view = (over: Partial<ReplayView>): ReplayView => ({
  replayID: 7,
  key: 'replay-7-abc',
  code: '',
  name: '',
  source: null,
  freq: 'day',
  total: 3,
  shown: 1,
  speed: 10,
  playing: false,
  finished: false,
  version: 1,
  from: 0,
  bars: [bar('第1日', 10)],
  price: 10,
  cash: 100000,
  qty: 0,
  sellable: 0,
  equity: 100000,
  holdEquity: 100000,
  startCash: 100000,
  lot: 100,
  minBuy: 100,
  trades: [],
  ...over,
});

it('starts a replay, grows the chart from HisTrain pushes, trades and shows the result', async () => {
  const called = fakeServer({
    '/VETrain/Replay/SearchReplays': () => [],
    '/VETrain/Replay/Start': () => view({}),
    '/VETrain/Replay/Control': () => view({ from: 1, bars: [], playing: true, version: 1 }),
    '/VETrain/Replay/Trade': () =>
      view({
        from: 1,
        bars: [],
        qty: 100,
        cash: 98994.9,
        trades: [{ bar: 0, time: '第1日', side: 1, qty: 100, price: 10, amount: 1000, fee: 5.1 }],
      }),
  });
  const hub = fakeHub(called);
  signInAs('student');
  const { container } = renderInArea(<MarketReplayPage />);
  fireEvent.click(await screen.findByRole('button', { name: '开始回放' }));
  await waitFor(() => expect(called).toContain('/VETrain/Replay/Start'));
  // It plays at once: no second click on 播放.
  await waitFor(() => expect(called).toContain('/VETrain/Replay/Control'));
  // …once it listens to the replay's pushes: a bar pushed before would leave a gap in the chart.
  expect(called.indexOf('hub:HisTrain')).toBeGreaterThan(-1);
  expect(called.indexOf('hub:HisTrain')).toBeLessThan(called.indexOf('/VETrain/Replay/Control'));
  expect(await screen.findByRole('button', { name: '暂停' })).toBeEnabled();
  await waitFor(() => expect(container.querySelector('[data-replay-bars="1"]')).not.toBeNull());
  // Neither the security nor the dates while it plays.
  expect(screen.getByText('随机行情 1/3')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '买入' }));
  expect(await screen.findByText('98994.90')).toBeInTheDocument();
  act(() =>
    hub.push(
      'HisTrain',
      view({
        from: 1,
        shown: 3,
        bars: [bar('第2日', 11), bar('第3日', 12)],
        finished: true,
        code: '600000',
        name: '浦发银行',
        source: {
          code: '600000',
          market: 'SSE',
          name: '浦发银行',
          from: '2024-03-04',
          to: '2024-03-06',
        },
        qty: 100,
        sellable: 100,
        equity: 100194.9,
        holdEquity: 100150,
      }),
    ),
  );
  await waitFor(() => expect(container.querySelector('[data-replay-bars="3"]')).not.toBeNull());
  expect(screen.getByText('回放结果')).toBeInTheDocument();
  expect(screen.getByText('44.90')).toBeInTheDocument(); // 超额收益 194.90 − 150.00
  // Told at the end: where the bars came from.
  expect(screen.getByText('浦发银行（600000） 3/3')).toBeInTheDocument();
  expect(
    screen.getByText('浦发银行（600000） 2024-03-04 至 2024-03-06（价格已按比例换算）'),
  ).toBeInTheDocument();
});

it('starts a minute replay of one day (drawn by the server) and shows the time of day', async () => {
  let sent: Record<string, unknown> = {};
  fakeServer({
    '/VETrain/Replay/SearchReplays': () => [],
    '/VETrain/Replay/Start': (p) => {
      sent = p;
      return view({ freq: 'minute', total: 240, bars: [bar('第1日 09:31', 10)] });
    },
    '/VETrain/Replay/Control': () => view({ freq: 'minute', total: 240, from: 1, bars: [] }),
  });
  signInAs('student');
  const { container } = renderInArea(<MarketReplayPage />);
  await screen.findByRole('button', { name: '开始回放' });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '回放周期' }));
  fireEvent.click(await screen.findByText('分钟回放'));
  await screen.findByText('1个交易日分钟线');
  fireEvent.click(screen.getByRole('button', { name: '开始回放' }));
  await waitFor(() => expect(container.querySelector('[data-replay-bars="1"]')).not.toBeNull());
  expect(sent).toEqual({ freq: 'minute', length: 1, speed: 10 });
  expect(screen.getByText('随机行情 1/240')).toBeInTheDocument();
});

it('keeps the newer state when a push sent before a pause arrives after its answer', () => {
  const playing = view({
    shown: 3,
    playing: true,
    version: 5,
    bars: [0, 1, 2].map((i) => bar(`d${i}`, 10 + i)),
  });
  const paused = mergeView(
    playing,
    view({ shown: 4, from: 3, playing: false, version: 7, bars: [bar('d3', 13)] }),
  );
  const late = mergeView(
    paused,
    view({ shown: 4, from: 3, playing: true, version: 6, bars: [bar('d3', 13)] }),
  );
  expect(late).toMatchObject({ playing: false, shown: 4, version: 7 });
  expect(late.bars.map((b) => b.time)).toEqual(['d0', 'd1', 'd2', 'd3']);
  const older = mergeView(
    late,
    view({ shown: 3, from: 2, playing: true, version: 6, bars: [bar('d2', 12)] }),
  );
  expect(older.bars).toHaveLength(4);
});
