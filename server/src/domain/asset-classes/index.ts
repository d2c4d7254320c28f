import { cashEquity } from '../cash-equity';
import { forex, forexMargin } from '../forex';
import { futures } from '../futures';
import { hk } from '../hk';
import { intraday } from '../intraday';
import { margin } from '../margin';
import { options } from '../options';
import type { AssetClass, OrderEffect, PositionSide, TradableSecurity } from '../exchange';

/**
 * Every asset class the exchange books, most specific first: the first that covers an order
 * (security + effect) takes it. A class adds itself here, before the cash-equity fallback.
 */
export const ASSET_CLASSES: readonly AssetClass[] = [
  futures,
  options,
  margin,
  intraday,
  hk,
  forexMargin,
  forex,
  cashEquity,
];

/** The class that books an order of `effect` on `security`; undefined: no class trades it (60010). */
export function assetClassFor(
  security: TradableSecurity,
  effect: OrderEffect | null = null,
  classes: readonly AssetClass[] = ASSET_CLASSES,
): AssetClass | undefined {
  return classes.find((c) => c.covers(security, effect));
}

/** The class a holding of `security` on `posSide` belongs to (end of day, valuation). */
export function assetClassOfHolding(
  security: TradableSecurity,
  posSide: PositionSide | undefined,
  classes: readonly AssetClass[] = ASSET_CLASSES,
): AssetClass | undefined {
  return classes.find((c) => c.holds(security, posSide));
}
