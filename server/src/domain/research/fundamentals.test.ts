import { buildUniverse, TradingCalendar, type Security } from '../market';
import { CompanyTimeline } from './company-timeline';
import { companyTraits } from './company-traits';
import { fundamentalsOf } from './fundamentals';
import { parseStatementsCsv } from './fundamentals-csv';

const cal = new TradingCalendar();
const stocks = buildUniverse('2026-11-20', cal).filter((s) =>
  ['main', 'star', 'chinext'].includes(s.board),
);
const sec = (code: string) => stocks.find((s) => s.code === code) as Security;

describe('seeded fundamentals', () => {
  it('are the same for the same seed and differ for another', () => {
    const a = fundamentalsOf(7, sec('600519'), cal, '2026-11-20');
    expect(fundamentalsOf(7, sec('600519'), cal, '2026-11-20')).toEqual(a);
    expect(fundamentalsOf(8, sec('600519'), cal, '2026-11-20').statements[0]?.revenue).not.toBe(
      a.statements[0]?.revenue,
    );
    expect(a.statements).toHaveLength(20);
    expect(a.statements.every((q) => q.reportDate <= '2026-11-20')).toBe(true);
    expect(a.statements.at(-1)?.period).toBe('2026Q3');
    expect(a.holders).toHaveLength(10);
    expect(a.profile).toMatchObject({ industry: '白酒', code: '600519' });
  });

  it('keep a statement the same whatever the as-of date (history never changes)', () => {
    const early = fundamentalsOf(7, sec('601398'), cal, '2025-09-01').statements.at(-1);
    const late = fundamentalsOf(7, sec('601398'), cal, '2026-11-20').statements;
    expect(late).toContainEqual(early);
  });

  it('give PE = price / trailing EPS, near the company PE at its reference price', () => {
    let checked = 0;
    for (const s of stocks.slice(0, 120)) {
      const tl = new CompanyTimeline(7, s, cal, '2024-06-01', '2024-06-03');
      const series = { dates: ['2024-06-03'], close: [s.basePrice], volume: [s.baseVolume] };
      const v = tl.valuesAt(series, 0);
      const ttm = tl.trailing('2024-06-03');
      if (!v || !ttm || ttm.eps <= 0) continue;
      expect(v.pe).toBeCloseTo(s.basePrice / ttm.eps, 9);
      const target = companyTraits(7, s).pe;
      expect(v.pe as number).toBeGreaterThan(target * 0.6);
      expect(v.pe as number).toBeLessThan(target * 1.6);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(90);
  });

  it('put big banks at the real scale: 总市值 in the 万亿 range, bank-like PE, PB and ROE (issue 33)', () => {
    for (const code of ['601398', '601939', '601288', '601988']) {
      const s = sec(code);
      const tl = new CompanyTimeline(7, s, cal, '2026-06-01', '2026-06-03');
      const series = { dates: ['2026-06-03'], close: [s.basePrice], volume: [s.baseVolume] };
      const v = tl.valuesAt(series, 0);
      // 总市值 in 亿: 1 万亿 = 10 000 亿, and below 5 万亿.
      expect(v?.marketValue).toBeGreaterThan(10_000);
      expect(v?.marketValue).toBeLessThan(50_000);
      expect(v?.pe).toBeGreaterThan(3);
      expect(v?.pe).toBeLessThan(10);
      expect(v?.pb).toBeGreaterThan(0.3);
      expect(v?.pb).toBeLessThan(1.3);
      expect(v?.roe).toBeGreaterThan(7);
      expect(v?.roe).toBeLessThan(16);
    }
    // 贵州茅台 near 2 万亿, 招商银行 near 1 万亿: the well-known scale, not a few hundred 亿.
    const cap = (code: string) => {
      const s = sec(code);
      const tl = new CompanyTimeline(7, s, cal, '2026-06-01', '2026-06-03');
      const series = { dates: ['2026-06-03'], close: [s.basePrice], volume: [s.baseVolume] };
      return tl.valuesAt(series, 0)?.marketValue ?? 0;
    };
    expect(cap('600519')).toBeGreaterThan(15_000);
    expect(cap('600036')).toBeGreaterThan(8_000);
  });

  it('pay dividends as corporate-action rows out of positive yearly earnings', () => {
    const f = fundamentalsOf(7, sec('600519'), cal, '2026-11-20');
    expect(f.dividends.length).toBeGreaterThan(0);
    for (const d of f.dividends) {
      expect(cal.isTradingDay(d.exDate)).toBe(true);
      expect(d).toMatchObject({ code: '600519', market: 'SSE', sharesPerShare: 0 });
      expect(d.cashPerShare).toBeGreaterThan(0);
    }
  });

  it('a loss-making (ST) company has no PE', () => {
    const st = stocks.find((s) => s.isSt);
    if (!st) return;
    const tl = new CompanyTimeline(7, st, cal, '2025-06-01', '2025-06-03');
    const v = tl.valuesAt({ dates: ['2025-06-03'], close: [5], volume: [1e6] }, 0);
    expect(v?.pe).toBeNull();
  });
});

describe('statements CSV import', () => {
  it('parses a clean file and refuses bad rows with their line', () => {
    const ok = parseStatementsCsv(
      '报告期,公告日期,营业收入,毛利,净利润,每股收益,净资产,经营现金流\n2025Q4,2026-03-30,100,40,10,0.1,500,12\n2025Q3,2025-10-28,90,35,9,0.09,490,8',
      100,
    );
    expect(ok.errors).toEqual([]);
    expect(ok.statements.map((s) => s.period)).toEqual(['2025Q3', '2025Q4']);
    expect(ok.statements[1]).toMatchObject({ bvps: 5, reportDate: '2026-03-30' });
    const bad = parseStatementsCsv(
      '2025Q5,2026-01-01,1,1,1,1,1,1\n2025Q1,2025-04-01,x,1,1,1,1,1',
      1,
    );
    expect(bad.errors.map((e) => e.line)).toEqual([1, 2]);
  });
});
