import { TradingCalendar } from './calendar';
import { searchSecurities, typesForSearch } from './search';
import { buildUniverse } from './universe';

const all = buildUniverse('2026-11-20', new TradingCalendar());

describe('security search', () => {
  it('finds 贵州茅台 by pinyin, case-insensitive', () => {
    expect(searchSecurities(all, 'gzmt')[0]?.name).toBe('贵州茅台');
  });

  it('finds by code prefix and by name, exact code first', () => {
    expect(searchSecurities(all, '600519')[0]?.code).toBe('600519');
    expect(searchSecurities(all, '茅台').map((s) => s.code)).toContain('600519');
  });

  it('filters by market and caps the result list', () => {
    const hits = searchSecurities(all, '6', { markets: ['SSE'], limit: 1000 });
    expect(hits.length).toBe(50);
    expect(hits.every((s) => s.market === 'SSE')).toBe(true);
    expect(searchSecurities(all, '000001', { markets: ['SZSE'] })[0]?.name).toBe('平安银行');
  });

  it('maps the stock search type to types 1, 19 and 21', () => {
    expect(typesForSearch(1)).toEqual([1, 19, 21]);
    expect(typesForSearch(3)).toEqual([3, 11]);
  });
});
