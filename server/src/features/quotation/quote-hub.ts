import type { Hub } from '../../hub';
import { HubError } from '../../hub';
import type { SimulatedMarket } from '../../domain/market';
import { QUOTATION_TYPES, QuotePublisher, type PublisherOptions } from './quote-publisher';
import { splitCodes } from './symbols';

interface SubscribeArg {
  QuotationType?: string;
  SearchParamData?: unknown;
  codes?: unknown;
}

/** Accepts `(type, codes)` or `({ QuotationType, SearchParamData })`; codes as text or array. */
function readArgs(args: unknown[]): { type: string; codes: string[] } {
  const [first, second] = args;
  const obj = (typeof first === 'object' && first !== null ? first : {}) as SubscribeArg;
  const type = typeof first === 'string' ? first : (obj.QuotationType ?? '');
  const raw = typeof first === 'string' ? second : (obj.SearchParamData ?? obj.codes);
  const list = Array.isArray(raw) ? raw.map(String).join(',') : typeof raw === 'string' ? raw : '';
  return { type, codes: splitCodes(list) };
}

/**
 * Hub methods Subscribe and UnSubscribe for live quotes: a connection joins one group per code
 * and quotation type; the publisher pushes `<QuotationType>(row)` to those groups only.
 * Returns a stop function (timers and market listener).
 */
export function registerQuoteHub(
  hub: Hub,
  market: SimulatedMarket,
  opts: PublisherOptions = {},
): () => void {
  const publisher = new QuotePublisher(
    market,
    (g, target, payload) => void hub.sendGroup(g, target, payload),
    opts,
  );
  const typeOf = (type: string) => {
    const known = QUOTATION_TYPES.find((t) => t.toLowerCase() === type.toLowerCase());
    if (!known) throw new HubError(`不支持的行情类型：${type}`);
    return known;
  };
  hub.method('Subscribe', async (ctx, ...args: unknown[]) => {
    const { type, codes } = readArgs(args);
    const t = typeOf(type);
    const { keys, unknown } = publisher.resolve(codes);
    if (unknown.length) throw new HubError(`证券代码不存在：${unknown.slice(0, 5).join('、')}`);
    for (const g of publisher.subscribe(ctx.connectionId, t, keys))
      await hub.addToGroup(ctx.connectionId, g);
    return keys;
  });
  hub.method('UnSubscribe', async (ctx, ...args: unknown[]) => {
    const { type, codes } = readArgs(args);
    const t = typeOf(type);
    const { keys } = publisher.resolve(codes);
    for (const g of publisher.unsubscribe(ctx.connectionId, t, keys))
      await hub.removeFromGroup(ctx.connectionId, g);
    return true;
  });
  const offDisconnect = hub.onDisconnected((info) => publisher.drop(info.connectionId));
  const offTicks = market.onTicks((quotes, t) => publisher.onTicks(quotes, t));
  const timer = setInterval(() => publisher.flush(), 250);
  timer.unref();
  return () => {
    clearInterval(timer);
    offTicks();
    offDisconnect();
  };
}
