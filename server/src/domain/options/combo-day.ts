import { holdingKey, type AccountEndInput, type CashState, type Position } from '../exchange';
import { COMBO_STRATEGIES, comboMarginLi, isComboStrategy } from './combo-rules';
import { dataOf, withData } from './holding';
import { optionTermsOf, type OptionTerms } from './rules';

/**
 * The daily re-margin of short straddles and strangles (跨式/宽跨式空头): their margin — the
 * larger leg margin plus the other leg's settlement value — is figured again at the day's
 * settlement prices and the underlying's close, on the leg that carries it; the difference
 * moves between available cash and the leg's cost. Spreads hold a fixed margin (none or the
 * strike width) and are left as they are; contracts at expiry are the expiry's.
 */
export function remarginCombos(
  input: AccountEndInput,
  positions: Map<string, Position>,
  cash: CashState,
): { cash: CashState; changed: string[] } {
  const byKey = new Map(input.holdings.map((h) => [holdingKey(h.position), h]));
  let next = cash;
  const changed: string[] = [];
  for (const [key, p] of positions) {
    for (const [k, held] of Object.entries(p.classData ?? {})) {
      const [prefix, strategy, otherKey = ''] = k.split(':');
      if (prefix !== 'cmm' || !isComboStrategy(strategy)) continue;
      if (COMBO_STRATEGIES[strategy].margin !== 'straddle') continue;
      const mine = byKey.get(key);
      const other = byKey.get(otherKey);
      const ta = optionTermsOf(mine?.security);
      const tb = optionTermsOf(other?.security);
      const u = ta && input.priceOf?.(ta.underlying);
      if (!ta || !tb || u === undefined || input.previous >= ta.expiry) continue;
      const qty = dataOf(p, `cmb:${strategy}:${otherKey}`);
      const pa = mine?.price;
      const pb = other?.price;
      if (qty <= 0 || pa === undefined || pb === undefined) continue;
      const margin = comboMarginLi(
        strategy,
        [ta, tb] as OptionTerms[],
        { settle: [pa, pb], underlying: u },
        qty,
      );
      const delta = margin - held;
      if (delta === 0) continue;
      const current = positions.get(key) as Position;
      positions.set(key, withData({ ...current, cost: current.cost + delta }, k, margin));
      next = { ...next, available: next.available - delta };
      changed.push(key);
    }
  }
  return { cash: next, changed };
}
