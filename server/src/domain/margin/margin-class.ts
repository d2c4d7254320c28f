import {
  amountLi,
  fillStep,
  freezeOnPlace,
  maxBuyQty,
  releaseOrder,
  sessionRule,
  SIDE,
  type AssetClass,
  type ClassEnv,
  type OrderEffect,
  type Side,
} from '../exchange';
import { liquidateBelowLine } from './account';
import { fillMargin, openFreeze } from './book';
import { contractValue } from './holding';
import {
  eligibleTerms,
  isCreditSecurity,
  isMarginEffect,
  marginAllowed,
  marginSettings,
} from './rules';
import { settleContract } from './settle';
import { availableMargin, creditLine, creditUsed, sideOfEffect, validateMargin } from './validate';

/** Largest shares a 融资买入/融券卖出 may take at `price`: credit line, then margin (whole lots). */
function maxOpen(side: 'L' | 'S', price: number, env: ClassEnv): number {
  if (!(price > 0) || !marginAllowed(env.settings)) return 0;
  if (!eligibleTerms(env.security, marginSettings(env.settings))) return 0;
  const lot = env.security.lot;
  const room = creditLine(env) - creditUsed(env);
  let lots = Math.max(0, Math.floor(room / amountLi(price, lot)));
  const order = { price, filledAmount: 0, fees: 0 };
  const perLot = openFreeze(env.security, env.settings, side, order, lot);
  // Cash pays the margin, and the haircut-valued 保证金可用余额 must cover it too.
  const cash = Math.min(env.cash.available, availableMargin(env));
  lots = Math.min(lots, perLot > 0 ? Math.max(0, Math.floor(cash / perLot)) : 0);
  while (lots > 0 && openFreeze(env.security, env.settings, side, order, lots * lot) > cash)
    lots -= 1;
  return lots * lot;
}

/**
 * Margin trading (融资融券) — a credit account on A-shares and ETFs: collateral bought and sold as
 * cash holdings, financed longs (L) and short sales (S) as debt contracts whose `cost` is the
 * margin they hold, interest accrued daily, forced liquidation below the maintenance line
 * (docs/market-rules.md, "Margin trading").
 */
export const margin: AssetClass = {
  id: 'margin',
  covers: (security, effect) => isMarginEffect(effect) && isCreditSecurity(security),
  holds: (security, posSide) => posSide !== undefined && isCreditSecurity(security),
  positionSide: (_side: Side, effect: OrderEffect | null) =>
    effect === 'financeBuy' || effect === 'sellRepay'
      ? 'L'
      : effect === 'shortSell' || effect === 'buyRepay'
        ? 'S'
        : undefined,
  session: (_security, phase, minuteOfDay) => sessionRule(phase, minuteOfDay),
  validate: validateMargin,
  freeze: (books) => freezeOnPlace(books.cash, books.position, books.order),
  fill: fillMargin,
  release: (books, how) => releaseOrder(books, how),
  fillStep: (security) => fillStep(security),
  maxQty: (side, effect, price, env) => {
    if (!isMarginEffect(effect) || sideOfEffect(effect) !== side) return 0;
    if (effect === 'financeBuy') return maxOpen('L', price, env);
    if (effect === 'shortSell') return maxOpen('S', price, env);
    if (effect === 'collateralBuy')
      return price > 0 ? maxBuyQty(env.security, env.settings.fees, price, env.cash.available) : 0;
    if (effect === 'buyRepay' && side === SIDE.BUY)
      return Math.min(
        env.position?.sellable ?? 0,
        price > 0 ? maxBuyQty(env.security, env.settings.fees, price, env.cash.available) : 0,
      );
    return env.position?.sellable ?? 0;
  },
  holdingValue: (position, _security, price) =>
    contractValue(position, position.qty > 0 ? amountLi(price, position.qty) : 0),
  endOfDay: settleContract,
  endOfAccount: liquidateBelowLine,
};
