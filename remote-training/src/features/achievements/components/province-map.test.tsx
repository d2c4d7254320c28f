import { render } from '@testing-library/react';
import ProvinceMap from './province-map';

jest.setTimeout(60_000);

it('labels the head-count legend with whole numbers, never fractions (issue 33 item 12)', () => {
  const { container } = render(
    <ProvinceMap
      stats={[{ province: '北京', students: 1, participants: 1, avgPercent: 80 } as never]}
    />,
  );
  const labels = [...container.querySelectorAll('.highcharts-coloraxis-labels text')].map(
    (t) => t.textContent ?? '',
  );
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label).toMatch(/^\d+$/);
});
