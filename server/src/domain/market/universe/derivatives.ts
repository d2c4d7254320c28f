import { blackScholes, smileVol } from '../black-scholes';
import { daysBetween, type TradingCalendar } from '../calendar';
import { pinyinAbbr } from '../pinyin';
import { roundToTick } from '../rules';
import { SECURITY_TYPE, type Market, type Security } from '../types';
import { contractMonthOf, contractSuffix, mainMonth, monthAhead, optionExpiry } from './contracts';
import { spread } from './equities';
import { FUTURES, OPTION_CHAINS } from './futures';
import { adjustedPair } from './option-listing';
import { field, parseTable } from './parse';

/** Annual risk-free rate the option chains are priced with. */
export const OPTION_RATE = 0.018;

/** Main futures contracts as of a date, keyed by product for the option chains. */
export function futuresContracts(asOf: string): Map<string, Security> {
  const out = new Map<string, Security>();
  for (const row of parseTable(FUTURES)) {
    const product = field(row, 0);
    const exchange = field(row, 2) as Market;
    const { year, month } = mainMonth(product, exchange, asOf);
    const code = product + contractSuffix(year, month, exchange);
    const name = `${field(row, 1)}${contractSuffix(year, month, 'X')}`;
    const underlying = field(row, 8);
    const price = Number(field(row, 7));
    out.set(product, {
      code,
      market: exchange,
      name,
      pinyin: pinyinAbbr(field(row, 1)) + contractSuffix(year, month, 'X'),
      type: exchange === 'CFFEX' ? SECURITY_TYPE.financialFuture : SECURITY_TYPE.commodityFuture,
      board: 'future',
      sector: field(row, 9),
      currency: 1,
      lot: 1,
      minBuy: 1,
      tick: Number(field(row, 4)),
      limit: { kind: 'percent', pct: Number(field(row, 6)) },
      tPlusN: 0,
      basePrice: price,
      vol: exchange === 'CFFEX' && underlying === '-' ? 0.002 : spread(code, 0.011, 0.02),
      baseVolume: Math.round(spread(code + 'v', 5e4, 4e5)),
      beta: underlying === '-' ? 0.15 : 1,
      isSt: false,
      derivative: {
        ...(underlying === '-' ? {} : { underlying }),
        multiplier: Number(field(row, 3)),
        marginRate: Number(field(row, 5)),
      },
    });
  }
  return out;
}

const CHAIN_TICK: Record<string, number> = { etf: 0.0001, index: 0.2, commodity: 0.5 };

type ChainKind = 'etf' | 'index' | 'commodity' | string;
interface ChainMonth {
  year: number;
  month: number;
  expiry: string;
}
/** One row of the option-chain table: what its options are written on and how. */
interface ChainRow {
  prefix: string;
  label: string;
  kind: ChainKind;
  u: Security;
  unit: number;
  atmVol: number;
}

/** Option chains: two expiries, five strikes around the money, calls and puts. */
export function optionChains(
  asOf: string,
  cal: TradingCalendar,
  underlyings: Map<string, Security>,
): Security[] {
  const out: Security[] = [];
  // ETF option codes are numbered per exchange in listing order.
  const seq = { SSE: 10008001, SZSE: 90005001 };
  for (const row of parseTable(OPTION_CHAINS)) {
    const [prefix, label, kind, under] = [0, 1, 2, 3].map((i) => field(row, i)) as [
      string,
      string,
      string,
      string,
    ];
    const u = underlyings.get(under);
    if (!u) continue;
    const chain: ChainRow = {
      prefix,
      label,
      kind,
      u,
      unit: Number(field(row, 4)),
      atmVol: Number(field(row, 7)),
    };
    const step = Number(field(row, 5));
    const atm = Math.round(u.basePrice / step) * step;
    for (const m of chainMonths(chain, asOf, cal, Number(field(row, 6)))) {
      const years = Math.max(daysBetween(asOf, m.expiry), 1) / 365;
      for (let k = -2; k <= 2; k += 1) {
        const strike = Number((atm + k * step).toFixed(4));
        for (const type of ['C', 'P'] as const) {
          const code =
            kind === 'etf'
              ? String(u.market === 'SSE' ? seq.SSE++ : seq.SZSE++)
              : optionCode(chain, m, type, strike);
          out.push(optionSecurity(chain, m, { code, type, strike, years }));
        }
      }
    }
  }
  // 510050's first expiry also has an adjusted pair (a unit of 10 265 after a dividend).
  return [...out, ...adjustedPair(out, '510050', 10_265)];
}

/**
 * The months a chain lists: a commodity option the futures month it is written on, others the
 * next `count` months whose expiry is still ahead (looking at most six months out).
 */
function chainMonths(
  { kind, u }: ChainRow,
  asOf: string,
  cal: TradingCalendar,
  count: number,
): ChainMonth[] {
  const months: ChainMonth[] = [];
  if (kind === 'commodity') {
    const m = contractMonthOf(u.code, asOf);
    months.push({ ...m, expiry: optionExpiry(cal, kind, m.year, m.month) });
    return months;
  }
  for (let k = 0; months.length < count && k < 6; k += 1) {
    const m = monthAhead(asOf, k);
    const expiry = optionExpiry(cal, kind, m.year, m.month);
    if (expiry > asOf) months.push({ ...m, expiry });
  }
  return months;
}

/** The code of an index or commodity option (IO2612-C-4200, m2609-C-2800, SR609C5800 …). */
function optionCode(
  { prefix, kind, u }: ChainRow,
  { year, month }: ChainMonth,
  type: 'C' | 'P',
  strike: number,
): string {
  const yymm = contractSuffix(year, month, u.market === 'CZCE' ? 'CZCE' : 'X');
  if (u.market === 'DCE' || kind === 'index')
    return `${kind === 'index' ? prefix : u.code}-${type}-${strike}`.replace(
      /^(IO|MO|HO)-/,
      `$1${yymm}-`,
    );
  return `${u.code}${type}${strike}`;
}

/** One listed option: names, tick, its model premium as the base price, its contract terms. */
function optionSecurity(
  { label, kind, u, unit, atmVol }: ChainRow,
  { year, month, expiry }: ChainMonth,
  o: { code: string; type: 'C' | 'P'; strike: number; years: number },
): Security {
  const { code, type, strike } = o;
  const cn = type === 'C' ? '购' : '沽';
  const strikeText = kind === 'etf' ? String(Math.round(strike * 1000)) : String(strike);
  const tick = CHAIN_TICK[kind] ?? 0.0001;
  const vol = smileVol(atmVol, u.basePrice, strike);
  const premium = blackScholes({
    spot: u.basePrice,
    strike,
    years: o.years,
    rate: OPTION_RATE,
    vol,
    type,
  });
  const commodity = kind === 'commodity';
  return {
    code,
    market: kind === 'index' ? 'CFFEX' : u.market,
    name: commodity
      ? `${label}${contractSuffix(year, month, 'X')}${cn}${strikeText}`
      : `${label}${cn}${month}月${strikeText}`,
    pinyin: commodity
      ? `${pinyinAbbr(label)}${contractSuffix(year, month, 'X')}${pinyinAbbr(cn)}${strikeText}`
      : `${pinyinAbbr(`${label}${cn}`)}${month}Y${strikeText}`,
    type:
      kind === 'etf'
        ? SECURITY_TYPE.etfOption
        : kind === 'index'
          ? SECURITY_TYPE.indexOption
          : SECURITY_TYPE.commodityOption,
    board: 'option',
    sector: '期权',
    currency: 1,
    lot: 1,
    minBuy: 1,
    tick,
    limit: { kind: 'none' },
    tPlusN: 0,
    basePrice: Math.max(tick, roundToTick(premium, tick)),
    vol: atmVol,
    baseVolume: Math.round(spread(code, 2e3, 6e4)),
    beta: 0,
    isSt: false,
    derivative: { underlying: u.code, multiplier: unit, optionType: type, strike, expiry },
  };
}
