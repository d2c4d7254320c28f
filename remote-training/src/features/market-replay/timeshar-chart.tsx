// The portal's one shared Highcharts (scripts/webpack/shared-deps.cjs) with the stock module.
import { Highcharts } from '../../common/charts/highcharts-zh';
import 'highcharts/modules/stock';
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';
import type { TimeSharMinute } from './api/timeshar-api';

/**
 * 分时图: the last price and the 均价线 over the day's minutes (times are Beijing time as sent),
 * the previous close as a dashed line, and the minute volumes below.
 */
export function TimeSharChart(props: { minutes: TimeSharMinute[]; prevClose: number }) {
  const { minutes, prevClose } = props;
  const options = useMemo<Highcharts.Options>(
    () => ({
      title: { text: undefined },
      credits: { enabled: false },
      legend: { enabled: true },
      xAxis: { categories: minutes.map((m) => m.time), tickInterval: 30 },
      yAxis: [
        {
          title: { text: '价格（元）' },
          height: '68%',
          plotLines: [
            {
              value: prevClose,
              color: '#8c8c8c',
              width: 1,
              dashStyle: 'Dash',
              label: { text: '昨收', align: 'right', x: -8 },
            },
          ],
        },
        { title: { text: '成交量（股）' }, top: '72%', height: '28%', offset: 0 },
      ],
      series: [
        {
          type: 'line',
          name: '价格',
          color: '#1677ff',
          animation: false,
          data: minutes.map((m) => m.price),
        },
        {
          type: 'line',
          name: '均价线',
          color: '#faad14',
          animation: false,
          data: minutes.map((m) => m.avg),
        },
        {
          type: 'column',
          name: '成交量',
          yAxis: 1,
          color: '#91caff',
          animation: false,
          data: minutes.map((m) => m.volume),
        },
      ],
    }),
    [minutes, prevClose],
  );
  return (
    <div data-timeshar-minutes={minutes.length}>
      <HighchartsReact highcharts={Highcharts} options={options} />
    </div>
  );
}
