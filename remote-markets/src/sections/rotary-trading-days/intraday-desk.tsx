import { Alert, Tabs } from 'antd';
import { DailyPnlTable, DailyRankTable } from './daily-pnl';
import { IntradaySummary } from './intraday-summary';
import { DealsTable, HoldingsTable, OrdersTable, RoundTripsTable } from './intraday-tables';
import { IntradayTicket } from './intraday-ticket';
import { useIntradayDesk } from './use-intraday-desk';
import './intraday.css';

/**
 * The 日内回转 page: the ticket limited to the contest's codes, the countdown to the forced
 * close with 当日盈亏, and positions, today's round trips, orders, fills (强平 included), the
 * daily P&L and the ranking by it.
 */
export function IntradayDesk() {
  const { desk, failed, refresh } = useIntradayDesk();
  if (!desk)
    return failed ? (
      <Alert
        type="info"
        showIcon
        data-testid="intraday-not-day-match"
        title="日内回转仅在日内回转比赛中开放，请先切换到日内回转比赛"
      />
    ) : null;
  const sellable = (security: string) =>
    desk.positions.find((p) => p.security === security)?.sellableQty ?? 0;
  return (
    <div className="rt-desk">
      <div className="rt-top">
        <IntradayTicket
          codes={desk.codes}
          sellable={sellable}
          closed={desk.closed}
          onPlaced={refresh}
        />
        <IntradaySummary desk={desk} />
      </div>
      <Tabs
        items={[
          { key: 'positions', label: '持仓', children: <HoldingsTable rows={desk.positions} /> },
          { key: 'trips', label: '当日回转', children: <RoundTripsTable rows={desk.roundTrips} /> },
          {
            key: 'orders',
            label: '当日委托',
            children: <OrdersTable rows={desk.orders} onChange={refresh} />,
          },
          { key: 'fills', label: '成交', children: <DealsTable rows={desk.fills} /> },
          { key: 'daily', label: '每日盈亏', children: <DailyPnlTable /> },
          { key: 'rank', label: '当日盈亏排名', children: <DailyRankTable /> },
        ]}
      />
    </div>
  );
}
