import { holdingKey, toYuan, type Position } from '../../domain/exchange';
import {
  COMBO_STRATEGIES,
  coverUsed,
  dataOf,
  isComboStrategy,
  optionTermsOf,
} from '../../domain/options';
import { snapshotOf, type TradingService } from '../trading';
import { POS_SIDE_NAMES } from './views';

/** A leg of a listed combination. */
function legView(svc: TradingService, p: Position) {
  const sec = svc.core.market.security(p.code, p.market);
  const t = optionTermsOf(sec);
  return {
    security: p.code,
    market: p.market,
    securityName: sec?.name ?? p.code,
    posSide: p.posSide ?? '',
    posSideName: POS_SIDE_NAMES[p.posSide ?? ''] ?? '',
    optionType: t?.optionType ?? '',
    strike: t?.strike ?? 0,
    expiry: t?.expiry ?? '',
    unit: t?.unit ?? 0,
  };
}

/**
 * The options state of an account beyond its holdings: its combinations (each once, legs in the
 * strategy's order, with the margin they hold), its locked cover per underlying (locked, used
 * by covered calls, free to unlock or cover) and its declared exercises.
 */
export async function optionsAccountView(svc: TradingService, accountId: number) {
  const a = await snapshotOf(svc, accountId);
  const byKey = new Map([...a.positions.values()].map((p) => [holdingKey(p), p]));
  const all = [...byKey.values()];
  const combinations = [];
  for (const p of all)
    for (const [k, qty] of Object.entries(p.classData ?? {})) {
      const [prefix, strategy, otherKey] = k.split(':');
      const other = byKey.get(otherKey ?? '');
      if (prefix !== 'cmb' || !isComboStrategy(strategy) || !other || qty <= 0) continue;
      const [[type0, side0]] = COMBO_STRATEGIES[strategy].legs;
      const t = optionTermsOf(svc.core.market.security(p.code, p.market));
      if (t?.optionType !== type0 || p.posSide !== side0) continue;
      const margin =
        dataOf(p, `cmm:${strategy}:${otherKey}`) +
        dataOf(other, `cmm:${strategy}:${holdingKey(p)}`);
      combinations.push({
        strategy,
        strategyName: COMBO_STRATEGIES[strategy].name,
        qty,
        legs: [legView(svc, p), legView(svc, other)],
        margin: toYuan(margin),
      });
    }
  const securityOf = (code: string, market: string) => svc.core.market.security(code, market);
  const cover = all
    .filter((p) => !p.posSide && dataOf(p, 'coverLocked') > 0)
    .map((p) => {
      const locked = dataOf(p, 'coverLocked');
      const used = coverUsed(all, p.code, securityOf);
      return {
        security: p.code,
        market: p.market,
        securityName: svc.core.market.security(p.code, p.market)?.name ?? p.code,
        qty: p.qty,
        locked,
        used,
        free: locked - used,
      };
    });
  const exercises = all
    .filter((p) => p.posSide === 'L' && dataOf(p, 'exercising') > 0)
    .map((p) => ({
      ...legView(svc, p),
      qty: dataOf(p, 'exercising'),
      cashFrozen: toYuan(dataOf(p, 'exerciseCash')),
    }));
  return { combinations, cover, exercises };
}
