// The portal's one shared Highcharts (scripts/webpack/shared-deps.cjs) with the stock module.
import Highcharts from 'highcharts';
import 'highcharts/modules/stock';
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';

const UP = '#e4393c';
const DOWN = '#15a05a';

/** The replay's candlesticks, growing bar by bar (dates as categories: no time zone involved). */
/** A candle; `time` is the trading date (quiz series have none: 第N天). */
export interface ChartCandle {
  time?: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export function ReplayChart({ bars, name }: { bars: ChartCandle[]; name: string }) {
  const options = useMemo<Highcharts.Options>(
    () => ({
      title: { text: undefined },
      credits: { enabled: false },
      legend: { enabled: false },
      xAxis: { categories: bars.map((b, i) => b.time ?? `第${i + 1}天`) },
      yAxis: { title: { text: '价格（元）' } },
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
    }),
    [bars, name],
  );
  return (
    <div data-replay-bars={bars.length}>
      <HighchartsReact highcharts={Highcharts} options={options} />
    </div>
  );
}
