import { type ComponentProps, lazy, Suspense } from 'react';
import { LoadingSkeleton } from '../ui/loading-skeleton';
import type * as Views from './trade-record';

/**
 * The trading-record views fetched on first use: they pull antd's Table, Tabs and Descriptions,
 * which every page loading shared-kit (the shell at boot, /index) would otherwise fetch too.
 */
export const loadTradeRecord = () => import('./trade-record');

const Orders = lazy(() => loadTradeRecord().then((m) => ({ default: m.OrdersTable })));
const Fills = lazy(() => loadTradeRecord().then((m) => ({ default: m.FillsTable })));
const View = lazy(() => loadTradeRecord().then((m) => ({ default: m.TradeRecordView })));

const fallback = <LoadingSkeleton rows={3} />;

/** The orders of a trading record. */
export function OrdersTable(props: ComponentProps<typeof Views.OrdersTable>) {
  return (
    <Suspense fallback={fallback}>
      <Orders {...props} />
    </Suspense>
  );
}

/** The fills of a trading record. */
export function FillsTable(props: ComponentProps<typeof Views.FillsTable>) {
  return (
    <Suspense fallback={fallback}>
      <Fills {...props} />
    </Suspense>
  );
}

/** The trading record attached to a report: totals, then the fills and the orders. */
export function TradeRecordView(props: ComponentProps<typeof Views.TradeRecordView>) {
  return (
    <Suspense fallback={fallback}>
      <View {...props} />
    </Suspense>
  );
}
