/** @jest-environment jsdom */
import { Highcharts } from './highstock';

it('loads the accessibility module into the remote’s Highcharts (no console warning on chart pages)', () => {
  expect('AccessibilityComponent' in Highcharts).toBe(true);
});
