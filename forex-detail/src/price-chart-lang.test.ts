/** @jest-environment jsdom */
import Highcharts from 'highcharts';
import './price-chart';

it('sets Highcharts to Chinese for the forex-detail chart (issue 33 item 8)', () => {
  const lang = Highcharts.getOptions().lang as Record<string, unknown> & {
    accessibility?: { defaultChartTitle?: string };
  };
  expect(lang.accessibility?.defaultChartTitle).toBe('图表');
  expect(lang.resetZoom).toBe('重置缩放');
});
