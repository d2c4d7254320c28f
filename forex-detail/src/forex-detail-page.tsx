import { Card, Empty } from 'antd';
import type { AppConfig } from './config';
import { DepthTable } from './depth-table';
import { FeedStatus } from './feed-status';
import { PriceChart } from './price-chart';
import type { ConnectionFactory } from './quote-feed';
import { currenciesOf, forexDecimals, pipOf, shanghaiClock, type ForexTick } from './tick';
import { useQuoteFeed } from './use-quote-feed';

/** 报价: bid, ask, the spread in pips, the rate, high, low and previous close. */
function QuoteCard({
  tick,
  symbol,
  fmt,
}: {
  tick: ForexTick;
  symbol: string;
  fmt: (v: number | undefined) => string;
}) {
  const { base, quote } = currenciesOf(symbol);
  const bid = tick.bidPrices[0];
  const ask = tick.askPrices[0];
  return (
    <Card size="small" title="报价" className="fxd-quote">
      <dl className="fxd-grid">
        <dt>卖出价</dt>
        <dd data-testid="fxd-bid">{fmt(bid)}</dd>
        <dt>买入价</dt>
        <dd data-testid="fxd-ask">{fmt(ask)}</dd>
        <dt>点差</dt>
        <dd>
          {bid !== undefined && ask !== undefined
            ? `${((ask - bid) / pipOf(symbol)).toFixed(1)} 点`
            : '--'}
        </dd>
        <dt>汇率</dt>
        <dd>
          1 {base} = {fmt(tick.last)} {quote}
        </dd>
        <dt>最高</dt>
        <dd>{fmt(tick.high)}</dd>
        <dt>最低</dt>
        <dd>{fmt(tick.low)}</dd>
        <dt>昨收</dt>
        <dd>{fmt(tick.preClose)}</dd>
      </dl>
    </Card>
  );
}

/**
 * The forex detail page of one pair (spec §2): live quote, price line and five-level depth over
 * the quote socket of spec §9.
 */
export function ForexDetailPage({
  config,
  connect,
}: {
  config: AppConfig;
  connect: ConnectionFactory;
}) {
  const { tick, points, state, receivedAt, retry } = useQuoteFeed(config, connect);
  const { symbol } = config;
  const d = tick ? forexDecimals(tick.tick) : 5;
  const fmt = (v: number | undefined) => (v === undefined ? '--' : v.toFixed(d));
  return (
    <main className="fxd-page" data-testid="fxd-page">
      <header className="fxd-head">
        <h1>
          {tick?.shortName ? `${tick.shortName} ` : ''}
          {symbol}
        </h1>
        {tick ? (
          <span className={tick.changePct >= 0 ? 'fxd-up' : 'fxd-down'} data-testid="fxd-last">
            <b>{fmt(tick.last)}</b>{' '}
            {`${tick.changePct >= 0 ? '+' : ''}${tick.changePct.toFixed(2)}%`}
          </span>
        ) : null}
        <FeedStatus state={state} onRetry={retry} />
        {tick ? (
          <span className="fxd-hint" data-testid="fxd-tick-time">
            行情时间 {tick.time}
          </span>
        ) : null}
        {receivedAt !== null ? (
          <span className="fxd-hint" data-testid="fxd-received">
            更新于 {shanghaiClock(receivedAt)}（北京时间）
          </span>
        ) : null}
      </header>
      {tick ? (
        <div className="fxd-body">
          <QuoteCard tick={tick} symbol={symbol} fmt={fmt} />
          <Card size="small" title="分时走势" className="fxd-chart-card">
            <PriceChart points={points} decimals={d} />
          </Card>
          <Card size="small" title="五档报价" className="fxd-depth-card">
            <DepthTable tick={tick} decimals={d} />
          </Card>
        </div>
      ) : (
        <Empty description={state.kind === 'offline' ? '行情连接已断开' : '行情加载中'} />
      )}
    </main>
  );
}
