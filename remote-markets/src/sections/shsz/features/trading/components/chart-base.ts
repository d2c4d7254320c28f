import type Highcharts from 'highcharts/highstock';

/** Options every price chart shares. */
export const base = (decimals: number): Highcharts.Options => ({
  chart: { animation: false, backgroundColor: '#ffffff', spacing: [8, 8, 4, 8] },
  rangeSelector: { enabled: false },
  scrollbar: { enabled: false },
  credits: { enabled: false },
  tooltip: { split: false, shared: true, valueDecimals: decimals },
  plotOptions: { series: { animation: false, dataGrouping: { enabled: false } } },
});

/** The price pane: the upper 72%. */
export const priceAxis = (
  decimals: number,
  extra: Highcharts.YAxisOptions = {},
): Highcharts.YAxisOptions => ({
  height: '72%',
  labels: { align: 'left', format: `{value:.${decimals}f}` },
  ...extra,
});
/** The volume pane below it. */
export const volumeAxis: Highcharts.YAxisOptions = {
  top: '76%',
  height: '24%',
  offset: 0,
  labels: { align: 'left' },
};
