import { assetClassFor } from '../../domain/asset-classes';
import { contestEffect } from '../../domain/intraday';
import {
  emptyPosition,
  holdingKey,
  permittedInMatch,
  type OrderEffect,
  type Side,
  type TradableSecurity,
} from '../../domain/exchange';
import { keyOf } from '../../domain/market';
import type { EngineCore } from './engine-core';
import type { AccountRecord } from './rows';
import { minuteOfDay } from './working-orders';

/**
 * Largest quantity an order of `side`/`effect` may have now, as the security's asset class
 * computes it (cash and fees for a cash buy, margin for a future, the sellable holding …).
 */
export async function maxVolumeOf(
  core: EngineCore,
  account: AccountRecord,
  sec: TradableSecurity,
  side: Side,
  requested: OrderEffect | null,
  price: number,
): Promise<number> {
  const settings = await core.settings(account.matchId);
  const effect = contestEffect(settings.matchType, requested);
  const cls = assetClassFor(sec, effect);
  if (!cls) return 0;
  const posSide = cls.positionSide(side, effect);
  const key = holdingKey({ code: sec.code, market: sec.market, ...(posSide ? { posSide } : {}) });
  const position = account.positions.get(key) ?? {
    ...emptyPosition(sec.market, sec.code),
    ...(posSide ? { posSide } : {}),
  };
  return cls.maxQty(side, effect, price, {
    security: sec,
    permitted: permittedInMatch(settings.match, sec),
    quote: core.market.quote(keyOf(sec)),
    underlying: sec.derivative?.underlying
      ? core.market.quote(sec.derivative.underlying)
      : undefined,
    // The class's own session at the Shanghai minute (a futures night session's 平今 lots).
    session: cls.session(sec, core.market.now().phase, minuteOfDay(core.now())),
    cash: account.cash,
    position,
    positions: [...account.positions.values()],
    settings,
    clock: core.market.now().clock,
    priceOf: (key) => core.market.quote(key)?.last,
    securityOf: (code, m) => core.market.security(code, m),
  });
}
