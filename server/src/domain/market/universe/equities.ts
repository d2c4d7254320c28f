import { pinyinAbbr } from '../pinyin';
import { hashKey } from '../prng';
import { BOARD_RULES, ST_LIMIT, isT0Etf } from '../rules';
import {
  type Board,
  type Market,
  type Security,
  type SecurityTypeId,
  SECURITY_TYPE,
} from '../types';
import { BONDS, CONVERTIBLES, ETFS, LOFS } from './funds-bonds';
import { BSE_SHARES, CHINEXT, STAR } from './growth-boards';
import { INDEXES } from './indexes';
import { field, parseTable } from './parse';
import { SZSE_MAIN } from './szse-main';
import { SSE_MAIN } from './sse-main';

/** Deterministic spread in [lo, hi] from the code, so data stays compact but not uniform. */
export function spread(code: string, lo: number, hi: number): number {
  return lo + ((hashKey(7, code) % 1000) / 1000) * (hi - lo);
}

interface Spec {
  code: string;
  market: Market;
  name: string;
  board: Board;
  type: SecurityTypeId;
  sector: string;
  price: number;
  vol: number;
  beta: number;
  /** Typical daily turnover in CNY; volume follows from the price. */
  turnover: number;
}

/** Applies the board's rule row (and the ST and T+0-ETF exceptions) to a data row. */
export function makeSecurity(s: Spec): Security {
  const rule = BOARD_RULES[s.board];
  const isSt = /^\*?ST/.test(s.name);
  const t0 = s.board === 'etf' && isT0Etf(s.name);
  return {
    code: s.code,
    market: s.market,
    name: s.name,
    pinyin: pinyinAbbr(s.name),
    type: s.type,
    board: s.board,
    sector: s.sector,
    currency: 1,
    lot: rule.lot,
    minBuy: rule.minBuy,
    tick: rule.tick,
    limit: isSt && s.board === 'main' ? ST_LIMIT : rule.limit,
    tPlusN: t0 ? 0 : rule.tPlusN,
    basePrice: s.price,
    vol: s.vol,
    baseVolume: Math.max(1000, Math.round(s.turnover / s.price / 100) * 100),
    beta: s.beta,
    isSt,
  };
}

const stockBoard = (code: string): [Board, SecurityTypeId] =>
  code.startsWith('688')
    ? ['star', SECURITY_TYPE.starStock]
    : code.startsWith('30')
      ? ['chinext', SECURITY_TYPE.chinextStock]
      : ['main', SECURITY_TYPE.stock];

function stocks(text: string, market: Market, forced?: Board): Security[] {
  return parseTable(text).map((row) => {
    const code = field(row, 0);
    const [board, type] = forced ? [forced, SECURITY_TYPE.stock] : stockBoard(code);
    const volByBoard = { star: 0.026, chinext: 0.024, bse: 0.032 } as Record<string, number>;
    return makeSecurity({
      code,
      market,
      name: field(row, 1),
      board,
      type,
      sector: row.group,
      price: Number(field(row, 2)),
      vol: (volByBoard[board] ?? 0.017) * spread(code, 0.8, 1.25),
      beta: spread(code + 'b', 0.7, 1.3),
      turnover: spread(code + 't', 2e8, 3e9),
    });
  });
}

function listed(text: string, board: Board, type: SecurityTypeId, vol: number): Security[] {
  return parseTable(text).map((row) =>
    makeSecurity({
      code: field(row, 0),
      market: row.group as Market,
      name: field(row, 1),
      board,
      type,
      sector: board === 'etf' || board === 'fund' ? '基金' : '债券',
      price: Number(field(row, 2)),
      // Money-market and bond funds barely move; equity funds move like their index.
      vol: /(债|货币|日利)/.test(field(row, 1)) ? 0.0008 : vol,
      beta:
        board === 'bond' || /(债|货币|日利)/.test(field(row, 1))
          ? 0.02
          : board === 'convertible'
            ? 0.5
            : 0.95,
      turnover: spread(field(row, 0), 5e7, 2e9),
    }),
  );
}

function indexes(): Security[] {
  return parseTable(INDEXES).map((row) =>
    makeSecurity({
      code: field(row, 0),
      market: field(row, 3) as Market,
      name: field(row, 1),
      board: 'index',
      type: SECURITY_TYPE.index,
      sector: '指数',
      price: Number(field(row, 2)),
      vol: 0.003,
      beta: Number(field(row, 4)),
      turnover: 3e10,
    }),
  );
}

/** A-shares of every board, BSE, funds, bonds, convertibles and indexes. */
export function domesticSecurities(): Security[] {
  return [
    ...indexes(),
    ...stocks(SSE_MAIN, 'SSE'),
    ...stocks(SZSE_MAIN, 'SZSE'),
    ...stocks(CHINEXT, 'SZSE'),
    ...stocks(STAR, 'SSE'),
    ...stocks(BSE_SHARES, 'BSE', 'bse'),
    ...listed(ETFS, 'etf', SECURITY_TYPE.etf, 0.012),
    ...listed(LOFS, 'fund', SECURITY_TYPE.fund, 0.012),
    ...listed(BONDS, 'bond', SECURITY_TYPE.bond, 0.0015),
    ...listed(CONVERTIBLES, 'convertible', SECURITY_TYPE.convertible, 0.012),
  ];
}
