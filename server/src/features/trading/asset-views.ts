import { navOf, toYuan } from '../../domain/exchange';
import type { MarketPort } from './market-port';
import type { AccountRecord, HeldPosition } from './rows';
import { holdingValue, totalAssetsLi, valuationPrice } from './valuation';

const r2 = (v: number) => Math.round(v * 100) / 100;

/** One holding with its market value and P&L (QuerySecurityAssets rows). */
export function positionView(market: MarketPort, p: HeldPosition) {
  const last = valuationPrice(market, p);
  const value = holdingValue(market, p);
  return {
    market: p.market,
    security: p.code,
    securityName: p.name || (market.security(p.code, p.market)?.name ?? ''),
    securityType: p.securityType,
    posSide: p.posSide ?? '',
    qty: p.qty,
    sellableQty: p.sellable,
    frozenQty: p.frozen,
    costPrice: p.qty > 0 ? Number((toYuan(p.cost) / p.qty).toFixed(3)) : 0,
    cost: toYuan(p.cost),
    lastPrice: last,
    marketValue: toYuan(value),
    floatingPL: toYuan(value - p.cost),
    floatingPLRatio: p.cost > 0 ? r2(((value - p.cost) / p.cost) * 100) : 0,
    realisedPL: toYuan(p.realised),
  };
}

/** Asset summary of an account (QueryUserAssets). Money in yuan, ratios in percent. */
export function assetsView(market: MarketPort, a: AccountRecord) {
  let value = 0;
  let cost = 0;
  for (const p of a.positions.values()) {
    // A holding with no shares counts only while it still owes (a margin contract's debt).
    if (p.qty <= 0 && !(p.classData?.debt || p.classData?.interest)) continue;
    value += holdingValue(market, p);
    cost += p.cost;
  }
  const cash = a.cash.available + a.cash.frozen;
  const total = totalAssetsLi(market, a);
  const invested = a.cash.initial + a.cash.transfers;
  return {
    assetAccount: a.accountId,
    matchID: a.matchId,
    currency: a.currency,
    initialCash: toYuan(a.cash.initial),
    transfers: toYuan(a.cash.transfers),
    totalAssets: toYuan(total),
    availableCash: toYuan(a.cash.available),
    frozenCash: toYuan(a.cash.frozen),
    cash: toYuan(cash),
    marketValue: toYuan(value),
    positionCost: toYuan(cost),
    floatingPL: toYuan(value - cost),
    realisedPL: toYuan(a.cash.realised),
    fees: toYuan(a.cash.fees),
    totalPL: toYuan(total - invested),
    yieldRate: invested > 0 ? r2(((total - invested) / invested) * 100) : 0,
    nav: Number(navOf(total, a.units).toFixed(4)),
  };
}
