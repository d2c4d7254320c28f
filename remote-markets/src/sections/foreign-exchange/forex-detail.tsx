import { Link, useSearchParams } from 'react-router-dom';
import { currenciesOf } from './forex-api';
import type { ForexTick, SocketState } from './forex-quote-socket';
import { useForexQuotes } from './use-forex-account';
import { useForexTicks } from './use-forex-ticks';

/** A price line of the pushes received since the page opened. */
function PriceLine({ points }: { points: number[] }) {
  if (points.length < 2) return <div className="fx-hint">行情加载中</div>;
  const lo = Math.min(...points);
  const hi = Math.max(...points);
  const span = hi - lo || 1;
  const path = points
    .map((p, i) => `${(i / (points.length - 1)) * 600},${160 - ((p - lo) / span) * 150 - 5}`)
    .join(' ');
  return (
    <svg className="fx-chart" viewBox="0 0 600 160" role="img" aria-label="分时走势">
      <polyline points={path} fill="none" stroke="#1677ff" strokeWidth="1.5" />
    </svg>
  );
}

/** Five levels each side: asks above (卖五 … 卖一), bids below (买一 … 买五). */
function Depth({ tick, decimals }: { tick: ForexTick; decimals: number }) {
  const rows = [
    ...tick.askPrices.map((p, i) => ({ k: `卖${'一二三四五'[i]}`, p, v: tick.askVolumes[i] })),
  ].reverse();
  const bids = tick.bidPrices.map((p, i) => ({
    k: `买${'一二三四五'[i]}`,
    p,
    v: tick.bidVolumes[i],
  }));
  return (
    <table className="fx-depth" data-testid="fx-depth">
      <tbody>
        {[...rows, ...bids].map((r) => (
          <tr key={r.k}>
            <td>{r.k}</td>
            <td className={r.k.startsWith('卖') ? 'fx-down' : 'fx-up'}>{r.p.toFixed(decimals)}</td>
            <td>{r.v ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const STATE_TEXT = (s: SocketState) =>
  s.kind === 'offline'
    ? '行情连接已断开'
    : `${s.kind === 'live' ? '行情已连接' : '行情连接中'}（${s.host === 0 ? '主站点' : '备用站点'}）`;

/**
 * The forex detail page of one pair (spec §2 forex-detail): live quote, five-level depth and the
 * price line, over the quote socket of spec §9 (websocket only, 3 reconnection attempts, 30 s
 * timeout, then the backup host).
 */
export function ForexDetail() {
  const [params] = useSearchParams();
  const symbol = (params.get('symbol') ?? 'USDCNH').toUpperCase().slice(0, 6);
  const info = useForexQuotes().find((x) => x.symbol === symbol);
  const { tick, points, state } = useForexTicks(symbol);
  const d = info?.decimals ?? 5;
  const { base, quote } = currenciesOf(symbol);
  const bid = tick?.bidPrices[0];
  const ask = tick?.askPrices[0];
  return (
    <div className="fx-desk fx-detail" data-testid="fx-detail">
      <div className="fx-detail-head">
        <b>
          {info?.shortName ?? ''} {symbol}
        </b>
        {tick ? (
          <span className={tick.changePct >= 0 ? 'fx-up' : 'fx-down'} data-testid="fx-detail-last">
            {tick.last.toFixed(d)} {`${tick.changePct.toFixed(2)}%`}
          </span>
        ) : null}
        <span className="fx-hint" data-testid="fx-socket">
          {STATE_TEXT(state)}
        </span>
        {tick ? (
          <span className="fx-hint" data-testid="fx-tick-time">
            更新 {tick.time}
          </span>
        ) : null}
        <Link to="/ForeignExchange/ForeignExchange">返回交易</Link>
      </div>
      {tick ? (
        <div className="fx-detail-body">
          <div>
            <div className="fx-detail-grid">
              <span>卖价 {bid?.toFixed(d) ?? '--'}</span>
              <span>买价 {ask?.toFixed(d) ?? '--'}</span>
              <span>点差 {bid && ask ? ((ask - bid) * 10 ** (d - 1)).toFixed(1) : '--'} 点</span>
              <span>
                1 {base} = {tick.last.toFixed(d)} {quote}
              </span>
              <span>最高 {tick.high.toFixed(d)}</span>
              <span>最低 {tick.low.toFixed(d)}</span>
              <span>昨收 {tick.preClose.toFixed(d)}</span>
            </div>
            <PriceLine points={points} />
          </div>
          <Depth tick={tick} decimals={d} />
        </div>
      ) : (
        <div className="fx-hint">行情加载中</div>
      )}
    </div>
  );
}
