import type { BreedView } from '@portal/shared-kit/domain';
import { allowedBreedIds } from '../contests/breeds';
import { toLi, type ClassSettings, type TradableSecurity } from '../exchange';

/**
 * Order effects of a credit account: 担保品买入/担保品卖出 (collateral, a plain cash holding),
 * 融资买入 (financed long, holding L), 融券卖出 (short sale, holding S), 卖券还款 (sell the
 * financed shares, repay the debt), 买券还券 (buy back and return the lent shares).
 */
export const MARGIN_EFFECTS = [
  'collateralBuy',
  'collateralSell',
  'financeBuy',
  'shortSell',
  'sellRepay',
  'buyRepay',
] as const;
export type MarginEffect = (typeof MARGIN_EFFECTS)[number];

export const isMarginEffect = (e: unknown): e is MarginEffect =>
  typeof e === 'string' && (MARGIN_EFFECTS as readonly string[]).includes(e);

/** Effects that open a debt contract (融资 or 融券). */
export const opensDebt = (e: MarginEffect): boolean => e === 'financeBuy' || e === 'shortSell';

/** One security of the eligible list (标的证券): margin ratios and collateral haircut. */
export interface EligibleTerms {
  /** 融资保证金比例 (≥ 1, verify). */
  financeRatio: number;
  /** 融券保证金比例 (≥ 1, verify). */
  shortRatio: number;
  /** 折算率 of the security as collateral. */
  haircut: number;
}

const BLUE_CHIP: EligibleTerms = { financeRatio: 1, shortRatio: 1, haircut: 0.7 };

/** The default eligible list (标的证券), `code.MARKET` → terms (verify against a broker's list). */
export const DEFAULT_ELIGIBLE: Readonly<Record<string, EligibleTerms>> = {
  '600519.SSE': BLUE_CHIP,
  '600036.SSE': BLUE_CHIP,
  '601318.SSE': BLUE_CHIP,
  '000001.SZSE': BLUE_CHIP,
  '000858.SZSE': BLUE_CHIP,
};

/** A contest's margin settings (`settings.raw.margin`), with the rule table's defaults. */
export interface MarginSettings {
  eligible: Readonly<Record<string, EligibleTerms>>;
  /** 授信额度 in li; null: the account's initial funds. */
  creditLine: number | null;
  /** Annual rates: financing interest and short-sale fee (verify). */
  financeRate: number;
  shortRate: number;
  /** 维持担保比例 thresholds. */
  warnRatio: number;
  liquidateRatio: number;
  /** 融券卖出 not below the last price (verify). */
  noShortBelowLast: boolean;
  /** 合约期限: calendar days a contract runs before it must be settled (verify). */
  contractDays: number;
}

export const DEFAULT_MARGIN: MarginSettings = {
  eligible: DEFAULT_ELIGIBLE,
  creditLine: null,
  financeRate: 0.0835,
  shortRate: 0.1035,
  warnRatio: 1.5,
  liquidateRatio: 1.3,
  noShortBelowLast: true,
  contractDays: 180,
};

const num = (v: unknown, min: number, max: number, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : fallback;

function eligibleOf(v: unknown): Readonly<Record<string, EligibleTerms>> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return DEFAULT_ELIGIBLE;
  const out: Record<string, EligibleTerms> = {};
  for (const [key, t] of Object.entries(v as Record<string, unknown>)) {
    if (key.length > 20 || t === null || typeof t !== 'object') continue;
    const r = t as Record<string, unknown>;
    out[key] = {
      financeRatio: num(r.financeRatio, 0.5, 10, 1),
      shortRatio: num(r.shortRatio, 0.5, 10, 1),
      haircut: num(r.haircut, 0, 1, 0.7),
    };
  }
  return out;
}

export function marginSettings(settings: ClassSettings): MarginSettings {
  const raw = (settings.raw.margin ?? {}) as Record<string, unknown>;
  const d = DEFAULT_MARGIN;
  const line = raw.creditLine;
  const liquidateRatio = num(raw.liquidateRatio, 1, 5, d.liquidateRatio);
  return {
    eligible: 'eligible' in raw ? eligibleOf(raw.eligible) : d.eligible,
    creditLine:
      typeof line === 'number' && Number.isFinite(line) && line >= 0 && line <= 1e10
        ? toLi(line)
        : d.creditLine,
    financeRate: num(raw.financeRate, 0, 1, d.financeRate),
    shortRate: num(raw.shortRate, 0, 1, d.shortRate),
    warnRatio: Math.max(liquidateRatio, num(raw.warnRatio, 1, 5, d.warnRatio)),
    liquidateRatio,
    noShortBelowLast:
      typeof raw.noShortBelowLast === 'boolean' ? raw.noShortBelowLast : d.noShortBelowLast,
    contractDays: Math.trunc(num(raw.contractDays, 1, 3650, d.contractDays)),
  };
}

/** The eligible terms of a security in a contest; undefined: not on the list. */
export function eligibleTerms(sec: TradableSecurity, s: MarginSettings): EligibleTerms | undefined {
  return s.eligible[`${sec.code}.${sec.market}`];
}

/** Boards a credit account trades: A-shares and ETFs. */
export const CREDIT_BOARDS: readonly string[] = ['main', 'star', 'chinext', 'etf'];

export const isCreditSecurity = (sec: TradableSecurity): boolean =>
  CREDIT_BOARDS.includes(sec.board);

/** Breed (交易品种) of margin trading in a contest's breed tree (spec: 2 融资融券). */
export const MARGIN_BREED = 2;

/** Whether the contest's breeds allow credit orders (a contest without a breed tree allows all). */
export function marginAllowed(settings: ClassSettings): boolean {
  const views = settings.raw.breedViews;
  if (!Array.isArray(views)) return true;
  return allowedBreedIds(views as BreedView[]).includes(MARGIN_BREED);
}
