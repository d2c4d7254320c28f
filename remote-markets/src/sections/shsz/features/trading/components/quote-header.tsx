import { formatUnit, formatVolume, quoteDecimals } from '@portal/shared-kit';
import { memo } from 'react';
import { useSelector } from 'react-redux';
import { securityKind } from '../../../../../common';
import * as sel from '../state/trading.selectors';
import { fixed, trendClass } from '../../../components/price-text';

/** Name, last price and the day's figures of the current security. */
export const QuoteHeader = memo(function QuoteHeader() {
  const info = useSelector(sel.selectSecurity);
  const q = useSelector(sel.selectQuote);
  if (!info) return <div className="sz-quote-header" />;
  const kind = securityKind(info.securityType);
  const d = quoteDecimals(kind, info.market);
  const base = q?.preClose ?? info.lcp;
  const cls = trendClass(q?.last, base);
  const stat = (label: string, value: string, className = '') => (
    <div className="sz-stat">
      <span className="sz-muted">{label}</span>
      <span className={className}>{value}</span>
    </div>
  );
  return (
    <div className="sz-quote-header" data-testid="quote-header">
      <div className="sz-quote-name">
        <strong>{info.shortName}</strong>
        <span className="sz-muted">
          {info.symbol}.{info.market}
        </span>
      </div>
      <div className={`sz-quote-last ${cls}`} data-testid="last-price">
        {fixed(q?.last, d)}
      </div>
      <div className={`sz-quote-change ${cls}`}>
        <span>{q ? `${q.change > 0 ? '+' : ''}${fixed(q.change, d)}` : ''}</span>
        <span>{q ? `${q.changePct > 0 ? '+' : ''}${fixed(q.changePct, 2)}%` : ''}</span>
      </div>
      <div className="sz-stats">
        {stat('今开', fixed(q?.open, d), trendClass(q?.open, base))}
        {stat('最高', fixed(q?.high, d), trendClass(q?.high, base))}
        {stat('最低', fixed(q?.low, d), trendClass(q?.low, base))}
        {stat('昨收', fixed(base, d))}
        {stat('涨停', fixed(q?.limitUp, d), 'sz-up')}
        {stat('跌停', fixed(q?.limitDown, d), 'sz-down')}
        {stat('成交量', formatVolume(q?.volume, info.market, kind))}
        {stat('成交额', formatUnit(q?.amount))}
        {stat('时间', q?.time ?? '—')}
      </div>
    </div>
  );
});
