import { pinyinAbbr } from '../pinyin';
import { BOARD_RULES, hkTick } from '../rules';
import { SECURITY_TYPE, type Security } from '../types';
import { spread } from './equities';
import { FOREX_PAIRS } from './forex';
import { HK_SHARES } from './hk';
import { field, parseTable } from './parse';

/** Hong Kong shares open to the Shanghai (沪) and Shenzhen (深) connects, quoted in HKD. */
export function hkSecurities(): Security[] {
  return parseTable(HK_SHARES).map((row) => {
    const code = field(row, 0);
    const price = Number(field(row, 2));
    const via = field(row, 4);
    return {
      code,
      market: 'HKEX',
      name: field(row, 1),
      pinyin: pinyinAbbr(field(row, 1)),
      type: SECURITY_TYPE.hkStock,
      board: 'hk',
      sector: field(row, 5),
      currency: 2,
      lot: Number(field(row, 3)),
      minBuy: Number(field(row, 3)),
      tick: hkTick(price),
      limit: BOARD_RULES.hk.limit,
      tPlusN: 0,
      basePrice: price,
      vol: spread(code, 0.016, 0.026),
      baseVolume: Math.round(spread(code + 'v', 5e6, 5e7) / 100) * 100,
      beta: spread(code + 'b', 0.5, 1.1),
      isSt: false,
      connect: [
        ...(via.includes('沪') ? ['SH' as const] : []),
        ...(via.includes('深') ? ['SZ' as const] : []),
      ],
    };
  });
}

/** Forex pairs: 5 decimals (JPY pairs 3), lots of 1000 units, quoted with a bid/ask spread. */
export function forexSecurities(): Security[] {
  return parseTable(FOREX_PAIRS).map((row) => {
    const code = field(row, 0);
    const jpy = code.endsWith('JPY');
    const pip = jpy ? 0.01 : 0.0001;
    return {
      code,
      market: 'FX',
      name: field(row, 1),
      pinyin: code,
      type: SECURITY_TYPE.forex,
      board: 'forex',
      sector: '外汇',
      currency: 3,
      lot: 1000,
      minBuy: 1000,
      tick: jpy ? 0.001 : 0.00001,
      limit: { kind: 'none' },
      tPlusN: 0,
      basePrice: Number(field(row, 2)),
      vol: Number(field(row, 4)),
      baseVolume: 1e8,
      beta: 0,
      isSt: false,
      spread: Number((Number(field(row, 3)) * pip).toFixed(6)),
    };
  });
}
