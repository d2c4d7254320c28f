import { Highcharts } from './highcharts-zh';
// Screen-reader support, and no accessibility-module console warning; attaches to the Highcharts above.
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';

/** One line of a chart: a name and [time ms, value] points. */
export interface ChartSeries {
  name: string;
  data: [number, number][];
  color?: string;
}

/** Props of the area's line chart. */
export interface LineChartProps {
  title?: string;
  series: ChartSeries[];
  /** Values are percentages (yield charts). */
  percent?: boolean;
  height?: number;
}

/** A time-axis line chart (asset curve, yield against the benchmark, minute prices). */
export function LineChart({ title, series, percent, height = 300 }: LineChartProps) {
  const options = useMemo<Highcharts.Options>(
    () => ({
      chart: { height, spacingTop: 12 },
      title: { text: title ?? '', style: { fontSize: '14px' } },
      credits: { enabled: false },
      time: { timezone: 'Asia/Shanghai' },
      xAxis: { type: 'datetime' },
      yAxis: {
        title: { text: '' },
        labels: { format: percent ? '{value}%' : '{value}' },
      },
      tooltip: { shared: true, valueDecimals: 2, valueSuffix: percent ? '%' : '' },
      legend: { enabled: series.length > 1 },
      plotOptions: { series: { marker: { enabled: false }, animation: false } },
      series: series.map((s) => ({ type: 'line', name: s.name, data: s.data, color: s.color })),
    }),
    [title, series, percent, height],
  );
  return <HighchartsReact highcharts={Highcharts} options={options} />;
}
