import { formatMoney } from '@portal/shared-kit';
import type { Desk } from './intraday-api';

/** `h:mm:ss` of a number of seconds. */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const r = String(s % 60).padStart(2, '0');
  return `${h}:${m}:${r}`;
}

/**
 * Today at a glance: the countdown to the forced close (交易时间, market clock), the cut-off,
 * 当日盈亏 and the cash available.
 */
export function IntradaySummary({ desk }: { desk: Desk }) {
  const items: Array<[string, string, string]> = [
    ['交易日', desk.tradingDate, 'rt-date'],
    ['行情时间', desk.clock, 'rt-clock'],
    ['强平时间', desk.cutoff.slice(0, 5), 'rt-cutoff'],
    ['当日盈亏', formatMoney(desk.todayPnl), 'rt-pnl'],
    ['可用资金', formatMoney(desk.availableCash), 'rt-cash'],
  ];
  return (
    <div className="rt-summary" data-testid="intraday-summary">
      <div className="rt-countdown">
        <span className="rt-muted">距强制平仓</span>{' '}
        <b data-testid="rt-countdown">
          {desk.closed ? '已到强平时间' : countdownText(desk.secondsToCutoff)}
        </b>
        <div className="rt-note">
          {desk.closed
            ? '不再接受买入委托，未平仓位已由系统按市价平仓'
            : `${desk.cutoff.slice(0, 5)} 起不再接受买入，未平仓位由系统按市价强制平仓`}
        </div>
      </div>
      <div className="rt-items">
        {items.map(([label, value, id]) => (
          <span key={id} className="rt-item">
            <span className="rt-muted">{label}</span> <b data-testid={id}>{value}</b>
          </span>
        ))}
      </div>
    </div>
  );
}
