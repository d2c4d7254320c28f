// The portal's one shared Highcharts (scripts/webpack/shared-deps.cjs) with the stock module.
import { Highcharts } from '../../../common/charts/highcharts-zh';
import 'highcharts/modules/stock';
// Screen-reader support, and no accessibility-module console warning; attaches to the Highcharts above.
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';
import type { LessonChartKind } from '../lessons';
import { BOOK, CHART_TITLES, ETF_CLOSES, KLINE_BARS, movingAverage } from './chart-data';

const UP = '#e4393c';
const DOWN = '#15a05a';
const days = (n: number) => Array.from({ length: n }, (_, i) => `第${i + 1}天`);

function optionsOf(kind: LessonChartKind): Highcharts.Options {
  switch (kind) {
    case 'kline':
      return {
        xAxis: { categories: days(KLINE_BARS.length) },
        yAxis: { title: { text: '价格（元）' } },
        series: [
          {
            type: 'candlestick',
            name: '贵州茅台',
            color: DOWN,
            upColor: UP,
            lineColor: DOWN,
            upLineColor: UP,
            data: KLINE_BARS.map((b) => [...b]),
          },
        ],
      };
    case 'order-book':
      return {
        chart: { type: 'bar' },
        xAxis: {
          categories: [
            ...BOOK.asks.map((a, i) => `卖${5 - i} ${a[0].toFixed(2)}`).reverse(),
            ...BOOK.bids.map((b, i) => `买${i + 1} ${b[0].toFixed(2)}`),
          ],
        },
        yAxis: { title: { text: '挂单量（手）' } },
        series: [
          {
            type: 'bar',
            name: '挂单量',
            data: [
              ...[...BOOK.asks].reverse().map((a) => ({ y: a[1], color: DOWN })),
              ...BOOK.bids.map((b) => ({ y: b[1], color: UP })),
            ],
          },
        ],
      };
    case 'ma-cross':
      return {
        xAxis: { categories: days(ETF_CLOSES.length) },
        yAxis: { title: { text: '价格（元）' } },
        series: [
          { type: 'line', name: '收盘价', data: [...ETF_CLOSES], color: '#333' },
          { type: 'line', name: 'MA5', data: movingAverage(ETF_CLOSES, 5), color: '#f0a020' },
          { type: 'line', name: 'MA20', data: movingAverage(ETF_CLOSES, 20), color: '#3070e0' },
        ],
      };
    case 'profit-loss':
      return {
        xAxis: { categories: ['买入成交金额', '买入费用', '卖出成交金额', '卖出费用', '实现盈亏'] },
        yAxis: { title: { text: '金额（元）' } },
        series: [
          {
            type: 'column',
            name: '金额',
            data: [50000, 15.5, 52500, 42.53, 2441.97],
            dataLabels: { enabled: true, format: '{y:,.2f}' },
          },
        ],
      };
    case 'revenue':
      return {
        xAxis: { categories: ['2021', '2022', '2023', '2024', '2025'] },
        yAxis: { title: { text: '亿元' } },
        series: [
          { type: 'column', name: '营业收入', data: [240, 290, 330, 370, 400], color: '#3070e0' },
          { type: 'line', name: '净利润', data: [24, 30, 35, 40, 44], color: UP },
        ],
      };
  }
}

/** A figure of a lesson, drawn with Highcharts from the data above. */
export function LessonChart({ kind }: { kind: LessonChartKind }) {
  const options = useMemo<Highcharts.Options>(() => {
    const own = optionsOf(kind);
    return {
      ...own,
      chart: { height: 280, ...own.chart },
      title: { text: CHART_TITLES[kind], style: { fontSize: '14px' } },
      credits: { enabled: false },
      legend: { enabled: kind === 'ma-cross' || kind === 'revenue' },
      plotOptions: { series: { animation: false, marker: { enabled: false } } },
    };
  }, [kind]);
  return (
    <div data-testid={`lesson-chart-${kind}`}>
      <HighchartsReact highcharts={Highcharts} options={options} />
    </div>
  );
}
