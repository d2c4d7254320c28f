import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A chart component fetched on its first render. Highcharts with its modules is about 175 KiB
 * gzip and takes a while to run: loaded lazily it no longer holds up the area's first render (and
 * its data requests) on a cold load, and a page without a chart never fetches it. Until it has
 * loaded, a box of the chart's height keeps the layout still.
 */
export function lazyChart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  height: (props: P) => number,
): ComponentType<P> {
  const Chart = lazy(async () => ({ default: await load() }));
  return function LazyChart(props: P) {
    return (
      <Suspense
        fallback={<div className="chart-loading" aria-busy style={{ height: height(props) }} />}
      >
        <Chart {...props} />
      </Suspense>
    );
  };
}
