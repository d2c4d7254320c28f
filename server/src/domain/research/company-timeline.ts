import type { CorporateAction } from '../exchange';
import type { Security, TradingCalendar } from '../market';
import { companyTraits, type CompanyTraits } from './company-traits';
import { reportedQuarters, seededDividends } from './fundamentals';
import type { IndicatorValues } from './indicators';
import type { QuarterStatement, Trailing } from './types';

/** Daily closes and volumes aligned on a date list; NaN where the security has no bar. */
export interface PriceSeries {
  dates: readonly string[];
  close: ArrayLike<number>;
  volume: ArrayLike<number>;
}

const pct = (a: number, b: number) => (b !== 0 ? ((a - b) / Math.abs(b)) * 100 : null);
const fin = (v: number | null) => (v === null || !Number.isFinite(v) ? null : v);
const DAY_MS = 86_400_000;

/**
 * A company's fundamentals over a window, read point in time: on any date only the statements
 * reported by then count, so screens and backtests never look ahead.
 */
export class CompanyTimeline {
  readonly traits: CompanyTraits;
  readonly statements: QuarterStatement[];
  readonly dividends: CorporateAction[];

  constructor(
    readonly seed: number,
    readonly sec: Security,
    calendar: TradingCalendar,
    from: string,
    to: string,
    extraDividends: readonly CorporateAction[] = [],
    imported?: readonly QuarterStatement[],
  ) {
    this.traits = companyTraits(seed, sec);
    // Two extra years before the window give the trailing sums and year-on-year growth;
    // imported real statements replace the seeded ones.
    const all = imported?.length
      ? imported.filter((s) => s.reportDate <= to)
      : reportedQuarters(seed, sec, this.traits, to, 40);
    this.statements = all.filter((s) => s.endDate >= `${Number(from.slice(0, 4)) - 3}-01-01`);
    const fromYear = `${Number(from.slice(0, 4)) - 1}-01-01`;
    this.dividends = [...seededDividends(seed, sec, this.traits, calendar, fromYear, to)]
      .concat(extraDividends.filter((d) => d.code === sec.code && d.market === sec.market))
      .sort((a, b) => a.exDate.localeCompare(b.exDate));
  }

  /** Trailing four quarters known on a date, or null with fewer than four reported. */
  trailing(date: string): Trailing | null {
    let n = 0;
    while (
      n < this.statements.length &&
      (this.statements[n] as QuarterStatement).reportDate <= date
    )
      n += 1;
    if (n < 4) return null;
    const last4 = this.statements.slice(n - 4, n);
    const sum = (k: keyof QuarterStatement) => last4.reduce((s, q) => s + (q[k] as number), 0);
    const latest = this.statements[n - 1] as QuarterStatement;
    const yearBefore = n >= 5 ? (this.statements[n - 5] as QuarterStatement) : null;
    return {
      eps: Math.round(sum('eps') * 10_000) / 10_000,
      revenue: sum('revenue'),
      netProfit: sum('netProfit'),
      grossProfit: sum('grossProfit'),
      equity: latest.equity,
      bvps: latest.bvps,
      revenueYoy: yearBefore ? pct(latest.revenue, yearBefore.revenue) : null,
      profitYoy: yearBefore ? pct(latest.netProfit, yearBefore.netProfit) : null,
    };
  }

  /** Cash dividends per share with ex-date in the year up to a date. */
  dividendsInYear(date: string): number {
    const from = new Date(Date.parse(`${date}T00:00:00Z`) - 365 * DAY_MS)
      .toISOString()
      .slice(0, 10);
    return this.dividends
      .filter((d) => d.exDate > from && d.exDate <= date)
      .reduce((s, d) => s + d.cashPerShare, 0);
  }

  /** Every indicator at index i of the price series (fundamentals as known on that date). */
  valuesAt(series: PriceSeries, i: number): IndicatorValues | null {
    const price = series.close[i] as number;
    const date = series.dates[i] as string;
    if (!(price > 0)) return null;
    const t = this.trailing(date);
    const shares = this.traits.sharesOutstanding;
    const cap = price * shares;
    const back = (k: number) => (i - k >= 0 ? (series.close[i - k] as number) : NaN);
    const mean = (arr: ArrayLike<number>, a: number, b: number) => {
      let s = 0;
      for (let k = a; k < b; k += 1) s += arr[k] as number;
      return s / (b - a);
    };
    const ma20 = i >= 19 ? mean(series.close, i - 19, i + 1) : NaN;
    const vol5 = i >= 5 ? mean(series.volume, i - 5, i) : NaN;
    return {
      pe: t && t.eps > 0 ? fin(price / t.eps) : null,
      pb: t && t.bvps > 0 ? fin(price / t.bvps) : null,
      ps: t && t.revenue > 0 ? fin(cap / t.revenue) : null,
      dividendYield: fin((this.dividendsInYear(date) / price) * 100),
      marketValue: cap / 1e8,
      roe: t && t.equity > 0 ? fin((t.netProfit / t.equity) * 100) : null,
      grossMargin: t && t.revenue > 0 ? fin((t.grossProfit / t.revenue) * 100) : null,
      netMargin: t && t.revenue > 0 ? fin((t.netProfit / t.revenue) * 100) : null,
      eps: t ? t.eps : null,
      revenueYoy: t ? fin(t.revenueYoy) : null,
      profitYoy: t ? fin(t.profitYoy) : null,
      price,
      changePct: fin(pct(price, back(1)) ?? NaN),
      maDeviation20: fin(pct(price, ma20) ?? NaN),
      momentum20: fin(pct(price, back(20)) ?? NaN),
      momentum60: fin(pct(price, back(60)) ?? NaN),
      turnoverRate: fin(((series.volume[i] as number) / shares) * 100),
      volumeRatio: vol5 > 0 ? fin((series.volume[i] as number) / vol5) : null,
    };
  }
}
