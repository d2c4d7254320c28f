import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { lazyChart } from './lazy-chart';

it('holds the chart’s height while the chart module loads, then renders the chart with its props', async () => {
  let resolve: (c: (p: { label: string; height: number }) => ReactElement) => void = () => {};
  const loaded = new Promise<(p: { label: string; height: number }) => ReactElement>((r) => {
    resolve = r;
  });
  const Chart = lazyChart(
    () => loaded,
    (p) => p.height,
  );
  const { container } = render(<Chart label="总资产" height={240} />);
  const box = container.querySelector<HTMLElement>('.chart-loading');
  expect(box?.style.height).toBe('240px');
  resolve(({ label }) => <div data-testid="chart">{label}</div>);
  expect(await screen.findByTestId('chart')).toHaveTextContent('总资产');
  expect(container.querySelector('.chart-loading')).toBeNull();
});
