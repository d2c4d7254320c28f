import type { LineChartProps } from './line-chart';
import { lazyChart } from './lazy-chart';

export type { ChartSeries, LineChartProps } from './line-chart';
export { lazyChart } from './lazy-chart';

/** The area's time-axis line chart (common/charts/line-chart), fetched with Highcharts on first use. */
export const LineChart = lazyChart<LineChartProps>(
  () => import('./line-chart').then((m) => m.LineChart),
  (p) => p.height ?? 300,
);
