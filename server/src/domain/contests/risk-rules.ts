import { RISK_ERROR_TEXTS } from '@portal/shared-kit/domain';

/**
 * A contest's risk controls (codes 60140–60159 of spec §8). Every limit is optional; amounts are
 * in yuan, shares of assets are fractions (0.3 = 30%), deviation is a fraction of the market price.
 */
export interface ContestRiskRules {
  maxDailyTradeCount?: number;
  maxDailyTradeAmount?: number;
  maxOrderQty?: number;
  maxDailyCancelCount?: number;
  maxPriceDeviation?: number;
  maxSecurityValue?: number;
  maxSecurityShares?: number;
  maxSecurityShareOfAssets?: number;
  maxSectorShareOfAssets?: number;
  maxSecurityShareOfHoldings?: number;
  maxSectorShareOfHoldings?: number;
  maxHoldingsShareOfAssets?: number;
  maxHeldCodes?: number;
  minHeldCodes?: number;
  blacklist?: string[];
  whitelist?: string[];
  maxShortValuePerSecurity?: number;
  maxShortValuePerSector?: number;
  maxFinancingPerSecurity?: number;
  maxFinancingPerSector?: number;
  /** Whether a breach is also written to the foul (violation) records. */
  recordFouls?: boolean;
  /** Violation points (违规分) each foul costs in the ranking score. */
  foulPoints?: number;
}

/** One holding as risk checks see it (value in yuan at the market price). */
export interface RiskHolding {
  code: string;
  sector?: string;
  qty: number;
  marketValue: number;
}

/** What the order pipeline knows when a trader places or cancels an order. */
export interface OrderRiskContext {
  action: 'order' | 'cancel';
  /** 1 buy, 2 sell. */
  side: number;
  /** "600000" or "600000.SSE"; lists match either spelling. */
  code: string;
  market: string;
  sector?: string;
  qty: number;
  price: number;
  /** Latest price; deviation is not checked without it. */
  marketPrice?: number;
  /** normal, financing buy or short sale (margin contests). */
  credit?: 'normal' | 'financing' | 'short';
  /** Today's tally before this order. */
  today: { orderCount: number; tradeAmount: number; cancelCount: number };
  totalAssets: number;
  holdings: RiskHolding[];
  /** Cumulative short-sale and financing amounts before this order, by code and by sector. */
  credits?: {
    shortByCode?: Record<string, number>;
    shortBySector?: Record<string, number>;
    financingByCode?: Record<string, number>;
    financingBySector?: Record<string, number>;
  };
}

/** Pass, or the risk code with its Chinese text and whether to write a foul record. */
export type RiskVerdict =
  { ok: true } | { ok: false; code: number; message: string; foul: boolean };

const sameCode = (listed: string, code: string, market: string): boolean => {
  const l = listed.trim().toUpperCase();
  return l === code.toUpperCase() || l === `${code}.${market}`.toUpperCase();
};

const over = (limit: number | undefined, value: number): boolean =>
  limit !== undefined && limit !== null && value > limit + 1e-9;

/**
 * Checks one order or cancel against a contest's rules in code order and returns the first
 * breach. Buys are checked on the position they would leave (existing value + qty × price);
 * sells only on the limits a sell can breach (counts, amounts, minimum held codes).
 */
export function evaluateContestRisk(rules: ContestRiskRules, o: OrderRiskContext): RiskVerdict {
  const code = firstBreach(rules, o);
  if (code === null) return { ok: true };
  return {
    ok: false,
    code,
    message: RISK_ERROR_TEXTS[code] ?? String(code),
    foul: rules.recordFouls !== false,
  };
}

function firstBreach(r: ContestRiskRules, o: OrderRiskContext): number | null {
  if (o.action === 'cancel')
    return over(r.maxDailyCancelCount, o.today.cancelCount + 1) ? 60143 : null;
  const amount = o.qty * o.price;
  if (over(r.maxDailyTradeCount, o.today.orderCount + 1)) return 60140;
  if (over(r.maxDailyTradeAmount, o.today.tradeAmount + amount)) return 60141;
  if (over(r.maxOrderQty, o.qty)) return 60142;
  if (
    r.maxPriceDeviation !== undefined &&
    o.marketPrice !== undefined &&
    o.marketPrice > 0 &&
    over(r.maxPriceDeviation, Math.abs(o.price / o.marketPrice - 1))
  ) {
    return 60144;
  }
  const buying = o.side === 1;
  const held = o.holdings.filter((h) => h.qty > 0);
  const mine = held.find((h) => sameCode(h.code, o.code, o.market));
  if (o.credit === 'short') return creditBreach(r, o, amount, o.sector ?? mine?.sector);
  if (!buying) {
    const closes = mine !== undefined && o.qty >= mine.qty;
    const left = held.length - (closes ? 1 : 0);
    return r.minHeldCodes !== undefined && closes && left < r.minHeldCodes ? 60153 : null;
  }
  const value = (mine?.marketValue ?? 0) + amount;
  const holdingsValue = held.reduce((s, h) => s + h.marketValue, 0) + amount;
  const sector = o.sector ?? mine?.sector;
  const sectorValue =
    sector === undefined
      ? 0
      : held
          .filter((h) => h.sector === sector && h !== mine)
          .reduce((s, h) => s + h.marketValue, 0) + value;
  const assets = o.totalAssets > 0 ? o.totalAssets : NaN;
  if (over(r.maxSecurityValue, value)) return 60145;
  if (over(r.maxSecurityShares, (mine?.qty ?? 0) + o.qty)) return 60146;
  if (over(r.maxSecurityShareOfAssets, value / assets)) return 60147;
  if (sector !== undefined && over(r.maxSectorShareOfAssets, sectorValue / assets)) return 60148;
  if (over(r.maxSecurityShareOfHoldings, value / holdingsValue)) return 60149;
  if (sector !== undefined && over(r.maxSectorShareOfHoldings, sectorValue / holdingsValue)) {
    return 60150;
  }
  if (over(r.maxHoldingsShareOfAssets, holdingsValue / assets)) return 60151;
  if (over(r.maxHeldCodes, held.length + (mine ? 0 : 1))) return 60152;
  if (r.blacklist?.some((c) => sameCode(c, o.code, o.market))) return 60154;
  if (
    r.whitelist &&
    r.whitelist.length > 0 &&
    !r.whitelist.some((c) => sameCode(c, o.code, o.market))
  ) {
    return 60155;
  }
  return creditBreach(r, o, amount, sector);
}

function creditBreach(
  r: ContestRiskRules,
  o: OrderRiskContext,
  amount: number,
  sector: string | undefined,
): number | null {
  const c = o.credits ?? {};
  const bySector = (m: Record<string, number> | undefined): number =>
    sector === undefined ? 0 : (m?.[sector] ?? 0);
  if (o.credit === 'short') {
    if (over(r.maxShortValuePerSecurity, (c.shortByCode?.[o.code] ?? 0) + amount)) return 60156;
    if (
      sector !== undefined &&
      over(r.maxShortValuePerSector, bySector(c.shortBySector) + amount)
    ) {
      return 60157;
    }
  }
  if (o.credit === 'financing') {
    if (over(r.maxFinancingPerSecurity, (c.financingByCode?.[o.code] ?? 0) + amount)) return 60158;
    if (
      sector !== undefined &&
      over(r.maxFinancingPerSector, bySector(c.financingBySector) + amount)
    ) {
      return 60159;
    }
  }
  return null;
}
