import type Highcharts from 'highcharts/highstock';
import { FALL_COLOR, RISE_COLOR } from '../../../../../common/chart/highstock';
import type { Bar, Quote } from '../model';
import { base, priceAxis, volumeAxis } from './chart-base';

const HOUR = 3_600_000;
const SHANGHAI_OFFSET = 8 * HOUR;

/** The session of the trading day a bar belongs to: 09:30–15:00 with the 11:30–13:00 break. */
export function sessionAxis(time: number): Highcharts.XAxisOptions {
  const midnight = time - ((time + SHANGHAI_OFFSET) % (24 * HOUR));
  const at = (h: number) => midnight + h * HOUR;
  const noon = at(11.5);
  return {
    min: at(9.5),
    max: at(15),
    breaks: [{ from: noon, to: at(13), breakSize: 0 }],
    tickPositions: [at(9.5), at(10.5), noon, at(14), at(15)],
    labels: {
      // Never cut to "11:30/1…" in a narrow chart (issue 23): the five labels fit at 1280 px.
      style: { textOverflow: 'none', whiteSpace: 'nowrap' },
      formatter() {
        const v = Number(this.value);
        if (v === noon) return '11:30/13:00';
        const d = new Date(v + SHANGHAI_OFFSET);
        return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
      },
    },
  };
}

/** Five price ticks spread evenly over the axis, the previous close in the middle. */
function evenTicks(this: Highcharts.Axis): number[] {
  const { min, max } = this.getExtremes();
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  return [0, 1, 2, 3, 4].map((i) => min + ((max - min) * i) / 4);
}

/** Price axis range centred on the previous close, so equal moves up and down look equal. */
export function symmetricRange(
  bars: Bar[],
  preClose: number | null,
): { min?: number; max?: number } {
  if (preClose === null || !bars.length) return {};
  const far = Math.max(
    ...bars.map((b) => Math.abs(b.high - preClose)),
    ...bars.map((b) => Math.abs(b.low - preClose)),
    preClose * 0.01,
  );
  // A little headroom so the day's high and low do not sit on the frame.
  const padded = far * 1.05;
  return { min: preClose - padded, max: preClose + padded };
}

/** Intraday (分时) chart: price and average price lines over volume bars, the previous close marked. */
export function intradayOptions(
  bars: Bar[],
  preClose: number | null,
  decimals: number,
): Highcharts.Options {
  let amount = 0;
  let volume = 0;
  const avg = bars.map((b) => {
    amount += b.close * b.volume;
    volume += b.volume;
    return [b.time, volume > 0 ? amount / volume : b.close];
  });
  return {
    ...base(decimals),
    navigator: { enabled: false },
    xAxis: { ordinal: false, ...(bars[0] ? sessionAxis(bars[0].time) : {}) },
    yAxis: [
      priceAxis(decimals, {
        ...symmetricRange(bars, preClose),
        startOnTick: false,
        endOnTick: false,
        tickPositioner: evenTicks,
        plotLines:
          preClose === null
            ? []
            : [{ value: preClose, color: '#9aa5b1', dashStyle: 'Dash', width: 1 }],
      }),
      volumeAxis,
    ],
    series: [
      {
        type: 'line',
        id: 'price',
        name: '价格',
        color: '#2d7dd2',
        data: bars.map((b) => [b.time, b.close]),
      },
      { type: 'line', id: 'avg', name: '均价', color: '#d4a017', data: avg },
      {
        type: 'column',
        id: 'volume',
        name: '成交量',
        yAxis: 1,
        data: bars.map((b, i) => ({
          x: b.time,
          y: b.volume,
          color: b.close >= (bars[i - 1]?.close ?? preClose ?? b.open) ? RISE_COLOR : FALL_COLOR,
        })),
      },
    ],
  };
}

/** Minute end (epoch ms) of a quote's HH:mm:ss on its trading date: the bar it belongs to. */
export function quoteMinute(q: Pick<Quote, 'tradingDate' | 'time'>): number {
  const t = Date.parse(`${q.tradingDate}T${q.time}+08:00`);
  return Math.ceil(t / 60_000) * 60_000;
}

/** Moves the intraday chart with a quote: updates the current minute or adds the next one. */
export function applyIntradayQuote(chart: Highcharts.Chart, q: Quote): void {
  const price = chart.get('price') as Highcharts.Series | undefined;
  if (!price || !Number.isFinite(q.last) || !q.tradingDate) return;
  const x = quoteMinute(q);
  const points = price.points ?? [];
  const lastPoint = points[points.length - 1];
  if (lastPoint && lastPoint.x === x) lastPoint.update({ x, y: q.last }, false, false);
  else if (!lastPoint || (lastPoint.x ?? 0) < x) price.addPoint([x, q.last], false, false, false);
  // Keep the axis centred on the previous close when the price leaves the drawn range.
  const axis = chart.yAxis[0];
  const { min, max } = axis?.getExtremes() ?? {};
  if (axis && Number.isFinite(q.preClose) && min !== undefined && max !== undefined) {
    const far = Math.abs(q.last - q.preClose);
    if (q.last > max || q.last < min) axis.setExtremes(q.preClose - far, q.preClose + far, false);
  }
  chart.redraw(false);
}
