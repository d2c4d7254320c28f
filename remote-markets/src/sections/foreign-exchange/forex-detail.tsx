import { formatBeijingTime } from '@portal/shared-kit';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { currenciesOf, type ForexQuote } from './forex-api';
import { useForexQuotes } from './use-forex-account';

/** Points the detail chart keeps (one per quote refresh). */
const MAX_POINTS = 200;

/** A price line of the points seen since the page opened. */
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

/** The forex detail page of one pair: quote, bid/ask and its live price line. */
export function ForexDetail() {
  const [params] = useSearchParams();
  const symbol = (params.get('symbol') ?? 'USDCNH').toUpperCase();
  const quotes = useForexQuotes();
  const q: ForexQuote | undefined = quotes.find((x) => x.symbol === symbol);
  const [points, setPoints] = useState<number[]>([]);
  const [at, setAt] = useState<number>(0);
  useEffect(() => setPoints([]), [symbol]);
  useEffect(() => {
    if (!q) return;
    setPoints((p) => [...p, q.last].slice(-MAX_POINTS));
    setAt(Date.now());
  }, [q]);
  if (!q) return <div className="fx-desk">行情加载中</div>;
  const d = q.decimals;
  const { base, quote } = currenciesOf(symbol);
  return (
    <div className="fx-desk fx-detail" data-testid="fx-detail">
      <div className="fx-detail-head">
        <b>
          {q.shortName} {symbol}
        </b>
        <span className={q.changePct >= 0 ? 'fx-up' : 'fx-down'}>
          {q.last.toFixed(d)} {`${q.changePct.toFixed(2)}%`}
        </span>
        <span className="fx-hint">更新 {formatBeijingTime(at, 'time')}</span>
        <Link to="/ForeignExchange/ForeignExchange">返回交易</Link>
      </div>
      <div className="fx-detail-grid">
        <span>卖价 {q.bid.toFixed(d)}</span>
        <span>买价 {q.ask.toFixed(d)}</span>
        <span>点差 {((q.ask - q.bid) * 10 ** (d - 1)).toFixed(1)} 点</span>
        <span>最高 {q.high.toFixed(d)}</span>
        <span>最低 {q.low.toFixed(d)}</span>
        <span>昨收 {q.preClose.toFixed(d)}</span>
        <span>
          1 {base} = {q.last.toFixed(d)} {quote}
        </span>
      </div>
      <PriceLine points={points} />
    </div>
  );
}
