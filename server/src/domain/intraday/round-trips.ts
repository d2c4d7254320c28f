import { EXEC_TYPE, SIDE, type Report } from '../exchange';

/** One security's round trips of a day (当日回转): what was bought, sold and realised, li. */
export interface RoundTrip {
  market: string;
  code: string;
  buyQty: number;
  buyAmount: number;
  sellQty: number;
  sellAmount: number;
  /** Shares of the day's sells the system made at the cut-off (强平). */
  forcedQty: number;
  fees: number;
  /** Realised P&L of the sells (average cost), before fees. */
  realised: number;
  /** Realised less the day's fees: the security's share of 当日盈亏. */
  net: number;
  /** Shares still open (bought and not yet sold today). */
  openQty: number;
}

/**
 * Groups a day's fills and forced closes by security: bought against sold, realised P&L and
 * fees. Cancels and other records are left out.
 */
export function roundTrips(reports: readonly Report[]): RoundTrip[] {
  const out = new Map<string, RoundTrip>();
  for (const r of reports) {
    if (r.execType !== EXEC_TYPE.FILL && r.execType !== EXEC_TYPE.FORCED_CLOSE) continue;
    const key = `${r.code}.${r.market}`;
    const t = out.get(key) ?? {
      market: r.market,
      code: r.code,
      buyQty: 0,
      buyAmount: 0,
      sellQty: 0,
      sellAmount: 0,
      forcedQty: 0,
      fees: 0,
      realised: 0,
      net: 0,
      openQty: 0,
    };
    if (r.side === SIDE.BUY) {
      t.buyQty += r.qty;
      t.buyAmount += r.amount;
    } else {
      t.sellQty += r.qty;
      t.sellAmount += r.amount;
      if (r.execType === EXEC_TYPE.FORCED_CLOSE) t.forcedQty += r.qty;
    }
    t.fees += r.fees;
    t.realised += r.realised ?? 0;
    t.net = t.realised - t.fees;
    t.openQty = Math.max(0, t.buyQty - t.sellQty);
    out.set(key, t);
  }
  return [...out.values()];
}

/** 当日盈亏 of an account that ends the day flat: Σ realised − Σ fees of the day's records. */
export const dayPnl = (trips: readonly RoundTrip[]): number => trips.reduce((s, t) => s + t.net, 0);
