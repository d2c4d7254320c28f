import type { Security } from '../market';
import { rngFor } from '../market/prng';
import { knownShares } from './share-counts';

/** Sector ranges: trailing PE at the reference price, net margin and gross margin. */
interface SectorRange {
  pe: [number, number];
  net: [number, number];
  gross: [number, number];
  roe: [number, number];
}

const DEFAULT_RANGE: SectorRange = {
  pe: [12, 40],
  net: [0.05, 0.15],
  gross: [0.18, 0.4],
  roe: [0.06, 0.18],
};

/** A few sectors differ enough from the default to be worth their own row. */
const SECTOR_RANGES: Record<string, SectorRange> = {
  白酒: { pe: [18, 35], net: [0.3, 0.5], gross: [0.7, 0.92], roe: [0.18, 0.32] },
  银行: { pe: [4, 7.5], net: [0.3, 0.45], gross: [0.85, 0.95], roe: [0.09, 0.14] },
  非银金融: { pe: [8, 20], net: [0.15, 0.35], gross: [0.4, 0.7], roe: [0.07, 0.14] },
  房地产: { pe: [6, 18], net: [0.03, 0.1], gross: [0.15, 0.3], roe: [0.03, 0.1] },
  煤炭: { pe: [5, 10], net: [0.12, 0.25], gross: [0.3, 0.5], roe: [0.12, 0.22] },
  钢铁: { pe: [6, 15], net: [0.02, 0.06], gross: [0.06, 0.14], roe: [0.04, 0.1] },
  公用事业: { pe: [10, 20], net: [0.1, 0.3], gross: [0.25, 0.5], roe: [0.07, 0.12] },
  电子: { pe: [25, 60], net: [0.05, 0.15], gross: [0.18, 0.4], roe: [0.06, 0.15] },
  计算机: { pe: [30, 70], net: [0.04, 0.14], gross: [0.3, 0.6], roe: [0.04, 0.12] },
  医药生物: { pe: [20, 45], net: [0.08, 0.22], gross: [0.4, 0.75], roe: [0.08, 0.18] },
  食品饮料: { pe: [18, 35], net: [0.08, 0.2], gross: [0.3, 0.5], roe: [0.12, 0.25] },
};

/** Concept plates (概念板块) a company may belong to; ids start at CONCEPT_BASE. */
export const CONCEPTS = [
  '国企改革',
  '人工智能',
  '新能源',
  '高股息',
  '消费升级',
  '数字经济',
  '一带一路',
  '专精特新',
  '半导体',
  '碳中和',
  '央企控股',
  '机构重仓',
] as const;

/** Ids of concept plates (industry plates keep the quotation plates' ids from 100). */
export const CONCEPT_BASE = 500;

const REGIONS = ['北京', '上海', '广东', '浙江', '江苏', '山东', '四川', '湖北', '福建', '安徽'];

/** Seeded, stable traits of one company: the inputs its statements are built from. */
export interface CompanyTraits {
  /** Trailing PE at the security's reference price (negative: a loss-maker). */
  pe: number;
  netMargin: number;
  grossMargin: number;
  roe: number;
  /** Trend growth per year of revenue and profit. */
  growth: number;
  /** Share of the year's profit paid as cash dividend (0: pays none). */
  payout: number;
  sharesOutstanding: number;
  concepts: string[];
  region: string;
  listDate: string;
}

const between = (u: number, [lo, hi]: [number, number]) => lo + u * (hi - lo);

/** The seeded traits of a company: the same seed and code give the same company everywhere. */
export function companyTraits(seed: number, sec: Security): CompanyTraits {
  const r = rngFor(seed, 'research', sec.code, sec.market);
  const range = SECTOR_RANGES[sec.sector] ?? DEFAULT_RANGE;
  const loss = sec.isSt;
  const pe = between(r.next(), range.pe);
  const growth = loss ? -0.15 + 0.1 * r.next() : -0.08 + 0.33 * r.next();
  const payout = loss || r.next() < 0.15 ? 0 : 0.2 + 0.4 * r.next();
  // Shares of a known large company are its real count; otherwise from the typical daily volume
  // and a turnover rate of 0.4%–3% a day (the draw is taken either way: the other traits stay).
  const turnover = 0.004 + 0.026 * r.next();
  const sharesOutstanding =
    knownShares(sec.code, sec.market) ??
    Math.max(1e7, Math.round(sec.baseVolume / turnover / 1e4) * 1e4);
  const concepts: string[] = [];
  const count = 1 + r.int(0, 2);
  while (concepts.length < count) {
    const c = CONCEPTS[r.int(0, CONCEPTS.length - 1)] as string;
    if (!concepts.includes(c)) concepts.push(c);
  }
  if (payout > 0.45 && !concepts.includes('高股息')) concepts.push('高股息');
  const year = 1995 + r.int(0, 27);
  const listDate = `${year}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
  return {
    pe: loss ? -between(r.next(), [20, 60]) : pe,
    netMargin: loss ? -between(r.next(), [0.03, 0.12]) : between(r.next(), range.net),
    grossMargin: between(r.next(), range.gross),
    roe: between(r.next(), range.roe),
    growth,
    payout,
    sharesOutstanding,
    concepts,
    region: REGIONS[r.int(0, REGIONS.length - 1)] as string,
    listDate,
  };
}
