import { spread, makeSecurity } from './universe/equities';
import { hkTick } from './rules';
import {
  SECURITY_TYPE,
  type Board,
  type Market,
  type Security,
  type SecurityTypeId,
} from './types';

/** What an administrator enters to add a security. */
export interface NewSecuritySpec {
  code: string;
  market: Market;
  name: string;
  board: Exclude<Board, 'future' | 'option' | 'forex'>;
  sector: string;
  price: number;
  /** Hong Kong board lot (other boards take the rule table's lot). */
  lot?: number;
}

const TYPE_BY_BOARD: Record<NewSecuritySpec['board'], SecurityTypeId> = {
  main: SECURITY_TYPE.stock,
  star: SECURITY_TYPE.starStock,
  chinext: SECURITY_TYPE.chinextStock,
  bse: SECURITY_TYPE.stock,
  index: SECURITY_TYPE.index,
  etf: SECURITY_TYPE.etf,
  fund: SECURITY_TYPE.fund,
  bond: SECURITY_TYPE.bond,
  convertible: SECURITY_TYPE.convertible,
  hk: SECURITY_TYPE.hkStock,
};

const VOL_BY_BOARD: Partial<Record<Board, number>> = {
  index: 0.003,
  etf: 0.012,
  fund: 0.012,
  bond: 0.0015,
  convertible: 0.012,
  star: 0.026,
  chinext: 0.024,
  bse: 0.032,
  hk: 0.02,
};

/** Builds a security row from the rule table of its board, like the curated universe's rows. */
export function newSecurity(spec: NewSecuritySpec): Security {
  const sec = makeSecurity({
    code: spec.code,
    market: spec.market,
    name: spec.name,
    board: spec.board,
    type: TYPE_BY_BOARD[spec.board],
    sector: spec.sector,
    price: spec.price,
    vol: VOL_BY_BOARD[spec.board] ?? 0.018,
    beta: spec.board === 'bond' ? 0.02 : spread(spec.code + 'b', 0.7, 1.3),
    turnover: spread(spec.code + 't', 1e8, 1e9),
  });
  if (spec.board !== 'hk') return sec;
  const lot = spec.lot ?? 100;
  return { ...sec, currency: 2, lot, minBuy: lot, tick: hkTick(spec.price) };
}
