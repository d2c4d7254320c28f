import Highcharts from 'highcharts';
import './line-chart';

it('the area’s line chart loads the Highcharts accessibility module (no console warning)', () => {
  expect('AccessibilityComponent' in Highcharts).toBe(true);
});
