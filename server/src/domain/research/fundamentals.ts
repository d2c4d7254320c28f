import type { CorporateAction } from '../exchange';
import type { Security, TradingCalendar } from '../market';
import { rngFor } from '../market/prng';
import { companyTraits, type CompanyTraits } from './company-traits';
import { topHolders } from './holders';
import type { Fundamentals, QuarterStatement } from './types';

/** Statements cover at most this many quarters (5 years) before the as-of date. */
export const MAX_QUARTERS = 20;
/** The reference quarter: the trailing EPS of the four quarters before it matches price / PE. */
const ANCHOR_YEAR = 2024;

/** Seasonal share of a year's flows by quarter (sums to 4). */
const SEASON = [0.9, 1.02, 0.96, 1.12];
/** Publication day of each quarter's report (Q4 is the annual report, in the next year). */
const REPORT_DAY = ['04-30', '08-31', '10-31', '04-30'];
const END_DAY = ['03-31', '06-30', '09-30', '12-31'];

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Period label, end date and report date of a quarter (year, q = 1..4). */
export function quarterDates(year: number, q: number) {
  return {
    period: `${year}Q${q}`,
    endDate: `${year}-${END_DAY[q - 1]}`,
    reportDate: `${q === 4 ? year + 1 : year}-${REPORT_DAY[q - 1]}`,
  };
}

/**
 * One quarter of a company, a pure function of (seed, security, quarter): revenue and profit
 * follow the trend growth around the reference level set by basePrice / PE, so the trailing PE
 * stays near the company's PE while the simulated price mean-reverts to basePrice.
 */
export function quarterOf(
  seed: number,
  sec: Security,
  t: CompanyTraits,
  year: number,
  q: number,
): QuarterStatement {
  const key = `${seed}|${sec.code}.${sec.market}|${sec.basePrice}`;
  let company = memo.get(key);
  if (!company) {
    company = new Map();
    memo.set(key, company);
  }
  const slot = year * 4 + q;
  let out = company.get(slot);
  if (!out) {
    out = computeQuarter(seed, sec, t, year, q);
    company.set(slot, out);
  }
  return out;
}

/** Published quarters never change: each is computed once per (seed, company). */
const memo = new Map<string, Map<number, QuarterStatement>>();

function computeQuarter(
  seed: number,
  sec: Security,
  t: CompanyTraits,
  year: number,
  q: number,
): QuarterStatement {
  const r = rngFor(seed, 'quarter', sec.code, sec.market, year, q);
  const k = (year - ANCHOR_YEAR) * 4 + (q - 1);
  const annualProfit = (sec.basePrice / t.pe) * t.sharesOutstanding;
  const trend = Math.exp((t.growth * (k + 0.5)) / 4);
  const season = SEASON[q - 1] as number;
  const revenue = (Math.abs(annualProfit) / 4 / Math.abs(t.netMargin)) * trend * season;
  const rev = revenue * (1 + 0.05 * r.normal());
  const netProfit = rev * t.netMargin * (1 + 0.12 * r.normal());
  const grossProfit = rev * Math.min(0.98, t.grossMargin * (1 + 0.03 * r.normal()));
  const equity = (Math.abs(annualProfit) / t.roe) * trend * (1 + 0.02 * r.normal());
  return {
    ...quarterDates(year, q),
    revenue: Math.round(rev),
    grossProfit: Math.round(grossProfit),
    netProfit: Math.round(netProfit),
    eps: Math.round((netProfit / t.sharesOutstanding) * 10_000) / 10_000,
    equity: Math.round(equity),
    bvps: round2(equity / t.sharesOutstanding),
    operatingCashFlow: Math.round(netProfit * (0.7 + 0.6 * r.next())),
  };
}

/** The quarters reported on or before a date, oldest first, at most `max`. */
export function reportedQuarters(
  seed: number,
  sec: Security,
  t: CompanyTraits,
  asOf: string,
  max = MAX_QUARTERS,
): QuarterStatement[] {
  const out: QuarterStatement[] = [];
  let year = Number(asOf.slice(0, 4));
  let q = 4;
  while (out.length < max && year >= 2000) {
    const d = quarterDates(year, q);
    if (d.reportDate <= asOf) out.unshift(quarterOf(seed, sec, t, year, q));
    q -= 1;
    if (q === 0) {
      q = 4;
      year -= 1;
    }
  }
  return out;
}

/**
 * Annual cash dividends: a fiscal year's EPS times the payout ratio, ex-date on a trading day in
 * late June / July of the next year (after the annual report), as the exchange's
 * corporate-action rows so the deep data, the backtests and the ledger read one shape.
 */
export function seededDividends(
  seed: number,
  sec: Security,
  t: CompanyTraits,
  calendar: TradingCalendar,
  from: string,
  to: string,
): CorporateAction[] {
  if (t.payout <= 0) return [];
  const out: CorporateAction[] = [];
  for (let year = Number(from.slice(0, 4)) - 1; year <= Number(to.slice(0, 4)); year += 1) {
    const eps = [1, 2, 3, 4].reduce((s, q) => s + quarterOf(seed, sec, t, year, q).eps, 0);
    if (eps <= 0) continue;
    const r = rngFor(seed, 'dividend', sec.code, year);
    const day = new Date(Date.UTC(year + 1, 5, 15 + r.int(0, 30))).toISOString().slice(0, 10);
    const exDate = calendar.isTradingDay(day) ? day : calendar.shift(day, 1);
    const cashPerShare = Math.floor(eps * t.payout * 1000) / 1000;
    if (exDate < from || exDate > to || cashPerShare <= 0) continue;
    out.push({ market: sec.market, code: sec.code, exDate, cashPerShare, sharesPerShare: 0 });
  }
  return out;
}

/** Everything the deep data shows of one company as of a date. */
export function fundamentalsOf(
  seed: number,
  sec: Security,
  calendar: TradingCalendar,
  asOf: string,
): Fundamentals {
  const t = companyTraits(seed, sec);
  const fullName = `${sec.name.replace(/^\*?ST/, '')}股份有限公司`;
  return {
    profile: {
      code: sec.code,
      market: sec.market,
      name: sec.name,
      fullName,
      industry: sec.sector,
      concepts: t.concepts,
      region: t.region,
      listDate: t.listDate,
      sharesOutstanding: t.sharesOutstanding,
      business: `${sec.sector}行业相关产品的研发、生产与销售`,
    },
    statements: reportedQuarters(seed, sec, t, asOf),
    holders: topHolders(seed, sec, t.sharesOutstanding),
    dividends: seededDividends(
      seed,
      sec,
      t,
      calendar,
      `${Number(asOf.slice(0, 4)) - 4}-01-01`,
      asOf,
    ),
  };
}
