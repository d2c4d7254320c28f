import type { TradingCalendar } from '../calendar';
import { pinyinAbbr } from '../pinyin';
import type { FuturesTerms, Market, Security } from '../types';
import { contractSuffix, monthAhead, nthWeekday } from './contracts';
import { futuresContracts } from './derivatives';
import { spread } from './equities';
import { FUTURES } from './futures';
import { CYCLE_MONTHS, DAY_SESSIONS, FUTURES_TERMS } from './futures-terms';
import { field, parseTable } from './parse';

const pad = (n: number) => String(n).padStart(2, '0');
type YearMonth = { year: number; month: number };

/**
 * Last trading day of a delivery month: CFFEX index futures the 3rd Friday, bond futures the
 * 2nd Friday, SHFE/INE the 15th, DCE/CZCE/GFEX the 10th trading day (each moved to a trading day).
 */
export function lastTradingDay(
  cal: TradingCalendar,
  exchange: string,
  cycle: string,
  year: number,
  month: number,
): string {
  if (exchange === 'CFFEX') return nthWeekday(cal, year, month, 5, cycle === 'index' ? 3 : 2);
  if (exchange === 'SHFE' || exchange === 'INE') return cal.onOrAfter(`${year}-${pad(month)}-15`);
  return cal.shift(cal.onOrAfter(`${year}-${pad(month)}-01`), 9);
}

/** Listed months of a product: the main month, one nearer month still trading and the next one. */
function listedMonths(
  cycle: string,
  main: YearMonth,
  alive: (m: YearMonth) => boolean,
  asOf: string,
): YearMonth[] {
  const months = CYCLE_MONTHS[cycle] ?? [];
  const all: YearMonth[] = [];
  for (let k = 0; k < 16; k += 1) {
    const m = monthAhead(asOf, k);
    if (alive(m) && (months.includes(m.month) || (cycle === 'index' && k < 2))) all.push(m);
  }
  const key = (m: YearMonth) => m.year * 12 + m.month;
  const at = all.findIndex((m) => key(m) === key(main));
  if (at < 0) return [main];
  if (cycle === 'index') {
    const near = all.slice(0, 2);
    const quarters = all.slice(2).filter((m) => m.month % 3 === 0);
    return [...near, ...quarters.slice(0, 2)];
  }
  return all.slice(Math.max(0, at - 1), at + 2);
}

/**
 * Every listed futures contract as of a date: per product the main contract (highest volume) and
 * its neighbouring delivery months, each with its full terms (`derivative.futures`).
 */
export function listedFutures(asOf: string, cal: TradingCalendar): Security[] {
  const mains = futuresContracts(asOf);
  const terms = new Map(parseTable(FUTURES_TERMS).map((r) => [field(r, 0), r]));
  const out: Security[] = [];
  for (const row of parseTable(FUTURES)) {
    const product = field(row, 0);
    const t = terms.get(product);
    const main = mains.get(product);
    if (!t || !main?.derivative) continue;
    const exchange = main.market;
    const cycle = field(t, 8);
    const ltd = (m: YearMonth) => lastTradingDay(cal, exchange, cycle, m.year, m.month);
    const mainYm = { year: 2000 + +main.code.slice(-4, -2), month: +main.code.slice(-2) };
    if (exchange === 'CZCE') mainYm.year = contractYear(main.code, asOf);
    const longRate = main.derivative.marginRate ?? 0.1;
    const short = field(t, 7);
    for (const m of listedMonths(cycle, mainYm, (x) => ltd(x) >= asOf, asOf)) {
      const suffix = contractSuffix(m.year, m.month, exchange);
      const code = product + suffix;
      const isMain = code === main.code;
      const label = field(row, 1);
      const futures: FuturesTerms = {
        product,
        productName: label,
        month: `${m.year}-${pad(m.month)}`,
        lastTradingDay: ltd(m),
        longMarginRate: longRate,
        shortMarginRate: short === '=' ? longRate : Number(short),
        fee: {
          kind: field(t, 1) === 'lot' ? 'lot' : 'value',
          open: Number(field(t, 2)),
          close: Number(field(t, 3)),
          closeToday: Number(field(t, 4)),
        },
        daySessions: [
          ...DAY_SESSIONS[
            exchange !== 'CFFEX' ? 'commodity' : cycle === 'index' ? 'index' : 'bond'
          ],
        ],
        nightSession: field(t, 5) === '-' ? '' : field(t, 5),
        positionLimit: Number(field(t, 6)),
        closeTodayOrders: exchange === 'SHFE' || exchange === 'INE',
      };
      const short4 = contractSuffix(m.year, m.month, 'X');
      out.push({
        ...main,
        code,
        market: exchange as Market,
        name: `${label}${short4}`,
        pinyin: pinyinAbbr(label) + short4,
        baseVolume: isMain
          ? main.baseVolume
          : Math.round(main.baseVolume * spread(code + 'v', 0.08, 0.35)),
        derivative: { ...main.derivative, futures },
      });
    }
  }
  return out;
}

/** Full year of a CZCE code (one-digit year) as of a date. */
function contractYear(code: string, asOf: string): number {
  const digit = +code.slice(-3, -2);
  const year = +asOf.slice(0, 4);
  let y = year - (year % 10) + digit;
  if (y < year) y += 10;
  return y;
}
