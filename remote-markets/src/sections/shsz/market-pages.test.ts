import { belongsToPage, MARKET_PAGES, pageForSecurity, tradingPath } from './market-pages';

const hit = (market: string, typeid: number) => ({ market, typeid });

describe('trading pages of the section', () => {
  it('keeps stock types 1, 19 and 21 of SSE and SZSE on the A-share page', () => {
    expect([1, 19, 21].every((t) => belongsToPage(MARKET_PAGES.index, hit('SSE', t)))).toBe(true);
    expect(belongsToPage(MARKET_PAGES.index, hit('SZSE', 11))).toBe(false);
    expect(belongsToPage(MARKET_PAGES.index, hit('BSE', 1))).toBe(false);
  });

  it('finds funds (3) and ETFs (11) on the fund page', () => {
    expect(belongsToPage(MARKET_PAGES.Fund, hit('SSE', 3))).toBe(true);
    expect(belongsToPage(MARKET_PAGES.Fund, hit('SZSE', 11))).toBe(true);
    expect(belongsToPage(MARKET_PAGES.Fund, hit('SSE', 1))).toBe(false);
  });

  it('keeps only Beijing exchange stocks on the bse page', () => {
    expect(belongsToPage(MARKET_PAGES.bse, hit('BSE', 1))).toBe(true);
    expect(belongsToPage(MARKET_PAGES.bse, hit('SSE', 1))).toBe(false);
  });

  it('opens a security on the page that trades it', () => {
    expect(pageForSecurity({ market: 'BSE', securityType: 1 })).toBe('bse');
    expect(pageForSecurity({ market: 'SSE', securityType: 11 })).toBe('Fund');
    expect(pageForSecurity({ market: 'SZSE', securityType: 5 })).toBe('Bond');
    expect(tradingPath({ symbol: '600519', market: 'sse', securityType: 1 })).toBe(
      '/SHSZMarkets/index?code=600519.SSE',
    );
  });
});
