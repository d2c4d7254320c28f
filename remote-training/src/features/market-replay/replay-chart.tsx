// The portal's one shared Highcharts (scripts/webpack/shared-deps.cjs) with the stock module.
import Highcharts from 'highcharts';
import 'highcharts/modules/stock';
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo, useRef } from 'react';

const UP = '#e4393c';
const DOWN = '#15a05a';

/** A candle; `time` is the trading date or `YYYY-MM-DD HH:mm` (quiz series have none: 第N天). */
export interface ChartCandle {
  time?: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** A shaded run of candles (a pattern, a continuation) and a labelled price line. */
export interface ChartBand {
  from: number;
  to: number;
  label: string;
  color?: string;
}
export interface ChartLevel {
  price: number;
  label: string;
  color?: string;
}

interface Props {
  bars: ChartCandle[];
  name: string;
  bands?: ChartBand[];
  levels?: ChartLevel[];
  /** A click on the chart: the nearest candle's index and the price under the pointer. */
  onPick?: (bar: number, price: number) => void;
}

/** Minute bars show their time of day; daily bars their date. */
const category = (b: ChartCandle, i: number) =>
  b.time ? (b.time.length > 10 ? b.time.slice(11) : b.time) : `第${i + 1}天`;

/** Candlesticks growing bar by bar (categories: no time zone involved), optionally clickable. */
export function ReplayChart({ bars, name, bands, levels, onPick }: Props) {
  const pick = useRef(onPick);
  pick.current = onPick;
  const options = useMemo<Highcharts.Options>(() => {
    const report = (axis: Highcharts.Axis | undefined, x: number, chartY: number) => {
      const price = axis ? axis.toValue(chartY) : NaN;
      const bar = Math.max(0, Math.min(bars.length - 1, Math.round(x)));
      if (Number.isFinite(price)) pick.current?.(bar, Math.round(price * 100) / 100);
    };
    return {
      chart: {
        events: {
          click(e) {
            const ev = e as Highcharts.PointerEventObject & Highcharts.ChartClickEventObject;
            const x = ev.xAxis?.[0]?.value;
            if (x !== undefined) report(this.yAxis[0], x, ev.chartY);
          },
        },
      },
      title: { text: undefined },
      credits: { enabled: false },
      legend: { enabled: false },
      xAxis: {
        categories: bars.map(category),
        plotBands: (bands ?? []).map((b) => ({
          from: b.from - 0.5,
          to: b.to + 0.5,
          color: b.color ?? 'rgba(250, 173, 20, 0.18)',
          label: { text: b.label, style: { color: '#8c6d1f' } },
        })),
      },
      yAxis: {
        title: { text: '价格（元）' },
        plotLines: (levels ?? []).map((l) => ({
          value: l.price,
          color: l.color ?? '#1677ff',
          width: 2,
          dashStyle: 'Dash',
          label: { text: l.label, align: 'right', x: -8 },
          zIndex: 5,
        })),
      },
      plotOptions: {
        series: {
          cursor: onPick ? 'crosshair' : undefined,
          point: {
            events: {
              click(e) {
                report(this.series.yAxis, this.x, (e as Highcharts.PointerEventObject).chartY);
              },
            },
          },
        },
      },
      series: [
        {
          type: 'candlestick',
          name,
          color: DOWN,
          upColor: UP,
          lineColor: DOWN,
          upLineColor: UP,
          animation: false,
          data: bars.map((b) => [b.open, b.high, b.low, b.close]),
        },
      ],
    };
    // `onPick` is read through a ref; only whether there is one changes the options.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bars, name, bands, levels, !onPick]);
  return (
    <div data-replay-bars={bars.length}>
      <HighchartsReact highcharts={Highcharts} options={options} />
    </div>
  );
}
