import { Highcharts } from '../../../common/charts/highcharts-zh';
// Stock charts (navigator, range selector) and screen-reader support on the area's one Highcharts.
import 'highcharts/modules/stock';
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';

// The range selector's label in Chinese (the area's other charts have no range selector).
Highcharts.setOptions({ lang: { rangeSelectorZoom: '区间' } });

export interface NavChartProps {
  dates: string[];
  nav: number[];
  bench: number[];
  drawdown: number[];
  benchName: string;
}

/** Trading dates are Shanghai days: plot each at its midnight in Asia/Shanghai. */
const dayMs = (d: string) => Date.parse(`${d}T00:00:00+08:00`);

/**
 * Highcharts Stock chart of a backtest: the strategy's return against the benchmark's (percent,
 * both from the start) and the drawdown below, with the range selector and navigator.
 */
export function NavChart({ dates, nav, bench, drawdown, benchName }: NavChartProps) {
  const options = useMemo<Highcharts.Options>(() => {
    const pts = (xs: number[], f: (v: number) => number) =>
      xs.map((v, i) => [dayMs(dates[i] as string), Number(f(v).toFixed(4))] as [number, number]);
    return {
      chart: { height: 420 },
      credits: { enabled: false },
      time: { timezone: 'Asia/Shanghai' },
      rangeSelector: {
        selected: 5,
        inputEnabled: false,
        buttons: [
          { type: 'month', count: 1, text: '1月' },
          { type: 'month', count: 3, text: '3月' },
          { type: 'month', count: 6, text: '6月' },
          { type: 'ytd', text: '今年' },
          { type: 'year', count: 1, text: '1年' },
          { type: 'all', text: '全部' },
        ],
      },
      legend: { enabled: true },
      tooltip: { split: false, shared: true, valueDecimals: 2, valueSuffix: '%' },
      yAxis: [
        { title: { text: '收益率' }, labels: { format: '{value}%' }, height: '68%' },
        {
          title: { text: '回撤' },
          labels: { format: '{value}%' },
          top: '72%',
          height: '28%',
          offset: 0,
        },
      ],
      plotOptions: { series: { animation: false, dataGrouping: { enabled: false } } },
      series: [
        { type: 'line', name: '策略收益', data: pts(nav, (v) => (v - 1) * 100), color: '#cf1322' },
        { type: 'line', name: benchName, data: pts(bench, (v) => (v - 1) * 100), color: '#1677ff' },
        {
          type: 'area',
          name: '回撤',
          yAxis: 1,
          data: pts(drawdown, (v) => -v * 100),
          color: '#389e0d',
        },
      ],
    };
  }, [dates, nav, bench, drawdown, benchName]);
  return <HighchartsReact highcharts={Highcharts} constructorType="stockChart" options={options} />;
}
