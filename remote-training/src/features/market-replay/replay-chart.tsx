// The portal's one shared Highcharts (scripts/webpack/shared-deps.cjs) with the stock module.
import { Highcharts } from '../../common/charts/highcharts-zh';
import 'highcharts/modules/stock';
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo, useRef, type MouseEvent } from 'react';

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
  const ref = useRef<HighchartsReact.RefObject>(null);
  const clickable = !!onPick;
  const options = useMemo<Highcharts.Options>(() => {
    return {
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
      chart: { style: clickable ? { cursor: 'crosshair' } : {} },
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
  }, [bars, name, bands, levels, clickable]);
  /** A click in the plot: the candle nearest the pointer and the price under it. */
  const click = (e: MouseEvent) => {
    const chart = ref.current?.chart;
    if (!onPick || !chart) return;
    const { chartX, chartY } = chart.pointer.normalize(e.nativeEvent);
    if (!chart.isInsidePlot(chartX - chart.plotLeft, chartY - chart.plotTop)) return;
    const x = chart.xAxis[0]?.toValue(chartX);
    const y = chart.yAxis[0]?.toValue(chartY);
    if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) return;
    onPick(Math.max(0, Math.min(bars.length - 1, Math.round(x))), Math.round(y * 100) / 100);
  };
  return (
    <div data-replay-bars={bars.length} onClick={onPick ? click : undefined}>
      <HighchartsReact ref={ref} highcharts={Highcharts} options={options} />
    </div>
  );
}
