import Highcharts from 'highcharts';
// The official Chinese language pack (issue 33): menus and screen-reader texts read Chinese.
import 'highcharts/i18n/zh-CN';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';

Highcharts.setOptions({
  lang: { loading: '加载中…', resetZoom: '重置缩放' },
  time: { timezone: 'Asia/Shanghai' },
});

/** The pair's price line since the page opened (one point per push), times in Asia/Shanghai. */
export function PriceChart({
  points,
  decimals,
}: {
  points: ReadonlyArray<[number, number]>;
  decimals: number;
}) {
  const options = useMemo<Highcharts.Options>(
    () => ({
      chart: { height: 300, animation: false },
      title: { text: '' },
      credits: { enabled: false },
      legend: { enabled: false },
      accessibility: { enabled: false },
      xAxis: { type: 'datetime', labels: { format: '{value:%H:%M:%S}' } },
      yAxis: {
        title: { text: '' },
        labels: { formatter: (ctx) => Number(ctx.value).toFixed(decimals) },
      },
      tooltip: { xDateFormat: '%H:%M:%S', valueDecimals: decimals },
      plotOptions: { series: { animation: false, marker: { enabled: points.length < 3 } } },
      series: [{ type: 'line', name: '最新价', data: points.map((p) => [p[0], p[1]]) }],
    }),
    [points, decimals],
  );
  return (
    <div role="img" aria-label="分时走势" data-testid="fxd-chart">
      <HighchartsReact highcharts={Highcharts} options={options} />
    </div>
  );
}
