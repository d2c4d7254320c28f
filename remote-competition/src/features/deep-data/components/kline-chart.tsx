import { Highcharts } from '../../../common/charts/highcharts-zh';
import 'highcharts/modules/stock';
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';
import type { Bar } from '../../../common/quotation/get-min-values';

/** Bar time in ms: dates and minute labels are Asia/Shanghai. */
const toMs = (t: string) =>
  Date.parse(t.length <= 10 ? `${t}T00:00:00+08:00` : `${t.replace(' ', 'T')}:00+08:00`);

/** K-line (candles, red up / green down) with volume below, or a price line for minute bars. */
export function KlineChart({ bars, name, line }: { bars: Bar[]; name: string; line?: boolean }) {
  const options = useMemo<Highcharts.Options>(
    () => ({
      chart: { height: 380 },
      credits: { enabled: false },
      time: { timezone: 'Asia/Shanghai' },
      rangeSelector: { enabled: false },
      navigator: { enabled: false },
      scrollbar: { enabled: false },
      tooltip: { split: false, shared: true, valueDecimals: 2 },
      yAxis: [
        { title: { text: '价格' }, height: '70%' },
        { title: { text: '成交量' }, top: '74%', height: '26%', offset: 0 },
      ],
      plotOptions: {
        series: { animation: false, dataGrouping: { enabled: false } },
        candlestick: {
          color: '#389e0d',
          lineColor: '#389e0d',
          upColor: '#cf1322',
          upLineColor: '#cf1322',
        },
      },
      series: [
        line
          ? { type: 'line', name, data: bars.map((b) => [toMs(b.time), b.close]) }
          : {
              type: 'candlestick',
              name,
              data: bars.map((b) => [toMs(b.time), b.open, b.high, b.low, b.close]),
            },
        {
          type: 'column',
          name: '成交量',
          yAxis: 1,
          data: bars.map((b) => [toMs(b.time), b.volume]),
        },
      ],
    }),
    [bars, name, line],
  );
  return <HighchartsReact highcharts={Highcharts} constructorType="stockChart" options={options} />;
}
