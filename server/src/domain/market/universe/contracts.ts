import { addDays, weekday, type TradingCalendar } from '../calendar';

/** YYMM of the month `ahead` months after the date's month. */
export function monthAhead(date: string, ahead: number): { year: number; month: number } {
  const total = +date.slice(0, 4) * 12 + (+date.slice(5, 7) - 1) + ahead;
  return { year: Math.floor(total / 12), month: (total % 12) + 1 };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Contract month suffix: 2512, or 512 on CZCE (one-digit year). */
export function contractSuffix(year: number, month: number, exchange: string): string {
  const yy = exchange === 'CZCE' ? String(year % 10) : pad(year % 100);
  return `${yy}${pad(month)}`;
}

/** The nth given weekday (0 Sunday) of a month, moved to the next trading day if closed. */
export function nthWeekday(
  cal: TradingCalendar,
  year: number,
  month: number,
  wd: number,
  nth: number,
): string {
  let d = `${year}-${pad(month)}-01`;
  while (weekday(d) !== wd) d = addDays(d, 1);
  return cal.onOrAfter(addDays(d, 7 * (nth - 1)));
}

/** Main contract month of a futures product as of a date (a simplified liquidity rule). */
export function mainMonth(
  product: string,
  exchange: string,
  date: string,
): { year: number; month: number } {
  if (['IF', 'IH', 'IC', 'IM'].includes(product)) return monthAhead(date, 1);
  const pick = (months: number[]) => {
    for (let k = 2; k < 16; k += 1) {
      const m = monthAhead(date, k);
      if (months.includes(m.month)) return m;
    }
    return monthAhead(date, 2);
  };
  if (exchange === 'CFFEX') return pick([3, 6, 9, 12]);
  if (product === 'au' || product === 'ag') return pick([6, 12]);
  if (['cu', 'al', 'zn', 'sc', 'lu', 'nr', 'ec', 'fu'].includes(product))
    return monthAhead(date, 2);
  return pick([1, 5, 9]);
}

/**
 * Expiry of an option series by kind (ETF: 4th Wednesday; index: 3rd Friday; commodity: the 5th
 * trading day of the month before the contract month).
 */
export function optionExpiry(
  cal: TradingCalendar,
  kind: string,
  year: number,
  month: number,
): string {
  if (kind === 'etf') return nthWeekday(cal, year, month, 3, 4);
  if (kind === 'index') return nthWeekday(cal, year, month, 5, 3);
  const prev = month === 1 ? { y: year - 1, m: 12 } : { y: year, m: month - 1 };
  return cal.shift(cal.onOrAfter(`${prev.y}-${pad(prev.m)}-01`), 4);
}

/** Contract year and month of a futures code (cu2701, SR701). */
export function contractMonthOf(code: string, asOf: string): { year: number; month: number } {
  const digits = code.replace(/^[A-Za-z]+/, '');
  const month = +digits.slice(-2);
  const yearDigits = digits.slice(0, -2);
  const decade = +asOf.slice(0, 4) - (+asOf.slice(0, 4) % (yearDigits.length === 1 ? 10 : 100));
  let year = decade + +yearDigits;
  if (year < +asOf.slice(0, 4)) year += yearDigits.length === 1 ? 10 : 100;
  return { year, month };
}
