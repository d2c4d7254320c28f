import {
  F9_LIMIT,
  PAGE_SIZES,
  SEARCH_LIMITS,
  TIMINGS_MS,
  TOP_TAB_SEARCH_MARKETS,
} from './constants';

describe('business constants (spec §9)', () => {
  it('keeps the limits and page sizes', () => {
    expect(F9_LIMIT).toBe(7);
    expect(SEARCH_LIMITS).toEqual({
      TRADING_SIDE_MAX: 5,
      TOP_TAB_MAX: 30,
      TOP_TAB_DEBOUNCE_MS: 200,
    });
    expect(PAGE_SIZES).toEqual({ FOUL_READ: 2147483647, MATCH_LIST: 999999 });
    expect(TOP_TAB_SEARCH_MARKETS).toEqual([
      'SZSE',
      'SSE',
      'CFFEX',
      'SHFE',
      'INE',
      'CZCE',
      'DCE',
      'BSE',
      'HKEX',
    ]);
  });

  it('keeps the timings in milliseconds', () => {
    expect(TIMINGS_MS.API_TIMEOUT).toBe(60_000);
    expect(TIMINGS_MS.SMS_RESEND_COUNTDOWN).toBe(120_000);
    expect(TIMINGS_MS.OPERATION_LOG_THROTTLE).toBe(1_500);
    expect(TIMINGS_MS.HUB_SERVER_TIMEOUT).toBe(240_000);
    expect(TIMINGS_MS.MATCH_START_REFRESH_WINDOW).toBe(86_400_000);
  });
});
