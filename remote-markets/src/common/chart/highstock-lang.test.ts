/** @jest-environment jsdom */
import { Highcharts } from './highstock';

it('sets Highcharts to Chinese for every market chart (issue 33 item 8)', () => {
  const lang = Highcharts.getOptions().lang as Record<string, unknown> & {
    accessibility?: { defaultChartTitle?: string };
  };
  expect(lang.stockOpen).toBe('开盘');
  expect(lang.stockHigh).toBe('最高');
  expect(lang.accessibility?.defaultChartTitle).toBe('图表');
  // The portal's own additions stay.
  expect(lang.noData).toBe('暂无数据');
});
