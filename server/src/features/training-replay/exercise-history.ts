import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/db';
import { keyOf, type Security, type SimulatedMarket } from '../../domain/market';
import { ParallelHistory } from '../../domain/training/disguise';
import type { Candle } from '../../domain/training/kline';
import { marketOf } from '../quotation';
import { STOCK_TYPES } from './replay-bars';

/** Stocks (the first by code) and past trading days (the first stored) the exercises draw from. */
export const POOL_STOCKS = 40;
export const POOL_DAYS = 300;

/** The history K线判断, 历史交易 and 分时图 draw from: private, fixed, never served. */
export interface ExercisePool {
  /** The server's secret: seeds the history and the disguise of each draw. */
  secret: number;
  stocks: Security[];
  /** Past trading days of the pool, ascending. */
  dates: string[];
  history: ParallelHistory;
  /** Daily candles of each stock over `dates` (K线判断, 历史交易). */
  series: { sec: Security; bars: Candle[] }[];
}

/** A named server secret, made once at random and kept in the database (restarts keep it). */
export async function trainingSecret(db: Db, name: string): Promise<number> {
  const fresh = randomBytes(4).readUInt32BE(0) & 0x7fffffff;
  await db.query(
    'INSERT INTO training_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, fresh],
  );
  const [row] = await db.query<{ value: string | number }>(
    'SELECT value FROM training_secrets WHERE name = $1',
    [name],
  );
  return Number(row?.value);
}

/** The stocks the skill tools replay and quiz on, by code. */
export const stocksOf = (market: SimulatedMarket): Security[] =>
  market
    .all()
    .filter((s) => STOCK_TYPES.has(s.type))
    .sort((a, b) => keyOf(a).localeCompare(keyOf(b)));

const ohlc = (b: Candle): Candle => ({ open: b.open, high: b.high, low: b.low, close: b.close });

function buildPool(market: SimulatedMarket, secret: number): ExercisePool {
  const today = market.tradingDate();
  const dates = market
    .tradingDates()
    .filter((d) => d < today)
    .slice(0, POOL_DAYS);
  const stocks = stocksOf(market).slice(0, POOL_STOCKS);
  const last = dates[dates.length - 1] ?? today;
  const history = new ParallelHistory(secret, market.clock.calendar, stocks, last);
  const series = stocks.map((sec) => ({
    sec,
    bars: history.dailyBars(sec, dates[0], last).map(ohlc),
  }));
  return { secret, stocks, dates, history, series };
}

const pools = new WeakMap<SimulatedMarket, Promise<ExercisePool>>();

/** The exercise pool of this server's market (built once). */
export async function exercisePool(ctx: AppContext): Promise<ExercisePool> {
  const { market } = await marketOf(ctx);
  let p = pools.get(market);
  if (!p) {
    p = trainingSecret(ctx.db, 'exercise-history').then((s) => buildPool(market, s));
    p.catch(() => pools.delete(market));
    pools.set(market, p);
  }
  return p;
}
