import type Highcharts from 'highcharts/highstock';
import { movingAverage } from '../../../../../common';
import { FALL_COLOR, RISE_COLOR } from '../../../../../common/chart/highstock';
import type { Bar, Quote } from '../model';
import { base, priceAxis, volumeAxis } from './chart-base';

const MA_PERIODS = [
  { n: 5, color: '#d4a017' },
  { n: 10, color: '#8e44ad' },
  { n: 20, color: '#2d7dd2' },
];

/** K-line chart: candles (red up, green down), MA5/10/20 and volume bars. */
export function klineOptions(bars: Bar[], decimals: number): Highcharts.Options {
  const closes = bars.map((b) => [b.time, b.close] as const);
  const first = bars[Math.max(0, bars.length - 90)]?.time;
  return {
    ...base(decimals),
    navigator: { enabled: true, height: 24 },
    // The moving averages name themselves above the candles, as trading terminals show them.
    legend: {
      enabled: true,
      align: 'left',
      verticalAlign: 'top',
      floating: true,
      y: -6,
      itemStyle: { fontWeight: 'normal', fontSize: '11px' },
    },
    xAxis: { ...(first !== undefined ? { min: first } : {}) },
    yAxis: [priceAxis(decimals), volumeAxis],
    series: [
      {
        type: 'candlestick',
        id: 'kline',
        name: 'K线',
        showInLegend: false,
        color: FALL_COLOR,
        lineColor: FALL_COLOR,
        upColor: RISE_COLOR,
        upLineColor: RISE_COLOR,
        data: bars.map((b) => [b.time, b.open, b.high, b.low, b.close]),
      },
      ...MA_PERIODS.map((m): Highcharts.SeriesOptionsType => ({
        type: 'line',
        id: `ma${m.n}`,
        name: `MA${m.n}`,
        color: m.color,
        lineWidth: 1,
        data: movingAverage(closes, m.n),
      })),
      {
        type: 'column',
        id: 'volume',
        name: '成交量',
        showInLegend: false,
        yAxis: 1,
        data: bars.map((b) => ({
          x: b.time,
          y: b.volume,
          color: b.close >= b.open ? RISE_COLOR : FALL_COLOR,
        })),
      },
    ],
  };
}

/** Moves the last candle with a quote (close, high, low). */
export function applyKlineQuote(chart: Highcharts.Chart, q: Quote): void {
  const kline = chart.get('kline') as Highcharts.Series | undefined;
  const points = (kline?.points ?? []) as Array<
    Highcharts.Point & { open?: number; high?: number; low?: number }
  >;
  const lastPoint = points[points.length - 1];
  if (!lastPoint || !Number.isFinite(q.last)) return;
  lastPoint.update(
    {
      close: q.last,
      high: Math.max(lastPoint.high ?? q.last, q.last),
      low: Math.min(lastPoint.low ?? q.last, q.last),
    } as Highcharts.PointOptionsObject,
    true,
    false,
  );
}
