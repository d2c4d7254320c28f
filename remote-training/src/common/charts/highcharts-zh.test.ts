/** @jest-environment jsdom */
import { Highcharts } from './highcharts-zh';
// A chart file imports its modules after the Chinese Highcharts; they must not bring English back.
import 'highcharts/modules/stock';
import 'highcharts/modules/accessibility';

it('sets Highcharts to Chinese for every chart of this remote (issue 33 item 8)', () => {
  const lang = Highcharts.getOptions().lang as Record<string, unknown> & {
    accessibility?: { defaultChartTitle?: string };
  };
  expect(lang.stockOpen).toBe('开盘');
  expect(lang.stockClose).toBe('收盘');
  expect(lang.accessibility?.defaultChartTitle).toBe('图表');
});
