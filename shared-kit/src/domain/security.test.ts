import type { MatchInfo } from './match';
import { isSecurityPermitted, matchesSearchType } from './security';

describe('matchesSearchType (spec §5)', () => {
  it('stock search matches types 1, 19 and 21 only', () => {
    expect([1, 19, 21].every((t) => matchesSearchType(1, t))).toBe(true);
    expect(matchesSearchType(1, 2)).toBe(false);
    expect(matchesSearchType(1, 3)).toBe(false);
  });
  it('type 3 search matches types 3 and 11', () => {
    expect(matchesSearchType(3, 3)).toBe(true);
    expect(matchesSearchType(3, 11)).toBe(true);
    expect(matchesSearchType(3, 1)).toBe(false);
  });
  it('other search types must match exactly', () => {
    expect(matchesSearchType(2, 2)).toBe(true);
    expect(matchesSearchType(2, 19)).toBe(false);
    expect(matchesSearchType(19, 1)).toBe(false);
  });
});

describe('isSecurityPermitted (spec §5)', () => {
  const pfyh = { symbol: '600000', market: 'SSE', securityType: 1 };
  const base: MatchInfo = { matchID: 1, matchName: '比赛', matchType: 1 };

  it('a comprehensive match needs the market and type among its security types', () => {
    const m = { ...base, securityTypes: [{ market: 'SSE', securityType: 1 }] };
    expect(isSecurityPermitted(m, pfyh)).toBe(true);
    expect(isSecurityPermitted(m, { ...pfyh, market: 'SZSE' })).toBe(false);
    expect(isSecurityPermitted(m, { ...pfyh, securityType: 2 })).toBe(false);
    expect(isSecurityPermitted(base, pfyh)).toBe(false);
  });

  it('a combine always allows', () => {
    expect(isSecurityPermitted({ ...base, combineID: 5 }, pfyh)).toBe(true);
  });

  it('a day-inner match needs the symbol among its codes', () => {
    const m = { ...base, matchType: 4, matchUseCodes: ['600000'] };
    expect(isSecurityPermitted(m, pfyh)).toBe(true);
    expect(isSecurityPermitted({ ...m, matchUseCodes: ['600000.SSE'] }, pfyh)).toBe(true);
    expect(isSecurityPermitted(m, { ...pfyh, symbol: '600036' })).toBe(false);
  });

  it('other match types allow everything', () => {
    expect(isSecurityPermitted({ ...base, matchType: 2 }, pfyh)).toBe(true);
    expect(isSecurityPermitted({ ...base, matchType: 5 }, pfyh)).toBe(true);
  });
});
