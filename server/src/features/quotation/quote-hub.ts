import { type Hub, HubError } from '../../hub';
import type { MarketTime, Quote, Security, SimulatedMarket } from '../../domain/market';
import { QUOTATION_TYPES, QuotePublisher, type PublisherOptions } from './quote-publisher';
import { splitCodes } from './symbols';

interface SubscribeArg {
  QuotationType?: unknown;
  SearchParamData?: unknown;
  codes?: unknown;
}

/**
 * Accepts `(type, codes)` or `({ QuotationType, SearchParamData })`; codes as text or array.
 * Anything else (an object for the type, nested arrays) reads as empty, so the caller gets a
 * completion error rather than a TypeError.
 */
function readArgs(args: unknown[]): { type: string; codes: string[] } {
  const [first, second] = args;
  const obj = (typeof first === 'object' && first !== null ? first : {}) as SubscribeArg;
  const rawType: unknown = typeof first === 'string' ? first : obj.QuotationType;
  const type = typeof rawType === 'string' ? rawType : '';
  const raw = typeof first === 'string' ? second : (obj.SearchParamData ?? obj.codes);
  const list = Array.isArray(raw)
    ? raw.filter((c) => typeof c === 'string' || typeof c === 'number').join(',')
    : typeof raw === 'string'
      ? raw
      : '';
  return { type, codes: splitCodes(list) };
}

/** Where market steps come from: the local market (default) or the cluster leader over Redis. */
export interface QuoteHubOptions extends PublisherOptions {
  ticks?: (listener: (quotes: Quote[], t: MarketTime) => void) => () => void;
  /**
   * Push to this process's subscribers only (cluster: every process gets each step and serves
   * its own sockets; through the backplane each client would get it once per process).
   */
  localPush?: boolean;
  /**
   * A restricted hub (the public forex hub): only these quotation types, these securities and at
   * most `maxCodes` codes per call.
   */
  only?: { types: readonly string[]; security: (s: Security) => boolean; maxCodes: number };
}

/**
 * Hub methods Subscribe and UnSubscribe for live quotes: a connection joins one group per code
 * and quotation type; the publisher pushes `<QuotationType>(row)` to those groups only. The
 * market is asked for on the first subscription. Returns a stop function.
 */
export function registerQuoteHub(
  hub: Hub,
  getMarket: () => Promise<SimulatedMarket>,
  opts: QuoteHubOptions = {},
): () => void {
  const stops: Array<() => void> = [];
  let publisher: Promise<QuotePublisher> | undefined;
  const publisherOf = () =>
    (publisher ??= getMarket().then((market) => {
      const p = new QuotePublisher(
        market,
        (g, target, payload) =>
          opts.localPush
            ? hub.sendLocalGroup(g, target, payload)
            : void hub.sendGroup(g, target, payload),
        opts,
      );
      const ticks = opts.ticks ?? ((l) => market.onTicks(l));
      stops.push(ticks((quotes, t) => p.onTicks(quotes, t)));
      const timer = setInterval(() => p.flush(), 250);
      timer.unref();
      stops.push(() => clearInterval(timer));
      return p;
    }));
  const typeOf = (type: string) => {
    if (!type) throw new HubError('缺少行情类型');
    const known = QUOTATION_TYPES.find((t) => t.toLowerCase() === type.toLowerCase());
    if (!known || (opts.only && !opts.only.types.includes(known)))
      throw new HubError(`不支持的行情类型：${type}`);
    return known;
  };
  hub.method('Subscribe', async (ctx, ...args: unknown[]) => {
    const { type, codes } = readArgs(args);
    const t = typeOf(type);
    if (opts.only && codes.length > opts.only.maxCodes)
      throw new HubError(`一次最多订阅 ${opts.only.maxCodes} 个代码`);
    const p = await publisherOf();
    const { keys, unknown } = p.resolve(codes);
    const only = opts.only;
    if (only) {
      const market = await getMarket();
      unknown.push(...keys.filter((k) => !only.security(market.security(k) as Security)));
    }
    if (unknown.length) throw new HubError(`证券代码不存在：${unknown.slice(0, 5).join('、')}`);
    for (const g of p.subscribe(ctx.connectionId, t, keys))
      await hub.addToGroup(ctx.connectionId, g);
    return keys;
  });
  hub.method('UnSubscribe', async (ctx, ...args: unknown[]) => {
    const { type, codes } = readArgs(args);
    const t = typeOf(type);
    const p = await publisherOf();
    const { keys } = p.resolve(codes);
    for (const g of p.unsubscribe(ctx.connectionId, t, keys))
      await hub.removeFromGroup(ctx.connectionId, g);
    return true;
  });
  stops.push(hub.onDisconnected((info) => void publisher?.then((p) => p.drop(info.connectionId))));
  return () => {
    for (const stop of stops) stop();
  };
}
