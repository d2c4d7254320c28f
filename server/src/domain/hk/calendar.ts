import { TradingCalendar } from '../market/calendar';

/**
 * Weekday closures of HKEX (weekends are always closed): New Year, Lunar New Year, Ching Ming,
 * Easter, Labour Day, Buddha's Birthday, Tuen Ng, HKSAR Day, the day after Mid-Autumn, National
 * Day, Chung Yeung and Christmas, each moved to the next weekday when it falls on a Sunday.
 * Derived from the Hong Kong general-holiday rules, not from HKEX's published calendar (verify).
 */
export const HKEX_HOLIDAYS: Readonly<Record<number, readonly string[]>> = {
  2025: [
    '2025-01-01',
    '2025-01-29',
    '2025-01-30',
    '2025-01-31',
    '2025-04-04',
    '2025-04-18',
    '2025-04-21',
    '2025-05-01',
    '2025-05-05',
    '2025-07-01',
    '2025-10-01',
    '2025-10-07',
    '2025-10-29',
    '2025-12-25',
    '2025-12-26',
  ],
  2026: [
    '2026-01-01',
    '2026-02-17',
    '2026-02-18',
    '2026-02-19',
    '2026-04-03',
    '2026-04-06',
    '2026-04-07',
    '2026-05-01',
    '2026-05-25',
    '2026-06-19',
    '2026-07-01',
    '2026-10-01',
    '2026-10-19',
    '2026-12-25',
  ],
  2027: [
    '2027-01-01',
    '2027-02-08',
    '2027-02-09',
    '2027-03-26',
    '2027-03-29',
    '2027-04-05',
    '2027-05-13',
    '2027-06-09',
    '2027-07-01',
    '2027-09-16',
    '2027-10-01',
    '2027-10-08',
    '2027-12-27',
  ],
};

const HKEX = new TradingCalendar(HKEX_HOLIDAYS);

/** Whether HKEX trades on a date. */
export const isHkTradingDay = (date: string): boolean => HKEX.isTradingDay(date);

/**
 * Whether HK shares trade on `date` for a section: direct HK trading (HKD) follows the HKEX
 * calendar; the connects need a trading day on both calendars — the mainland's (the simulated
 * market runs only on those) and HKEX's (verify: the connects also skip days whose settlement
 * falls on a holiday of either side).
 */
export const hkTradesOn = (date: string, mainland: TradingCalendar): boolean =>
  isHkTradingDay(date) && mainland.isTradingDay(date);
