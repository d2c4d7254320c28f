import { computeMetrics } from '../contests/metrics';
import type { BacktestInput, BacktestReport } from './backtest-types';
import {
  amountLi,
  applyCorporateAction,
  checkQuantity,
  orderFeeTotal,
  SIDE,
  toYuan,
  toLi,
  type CashState,
  type Position,
  type Side,
} from '../exchange';
import { priceLimits, type Security } from '../market';

const keyOf = (s: Security) => `${s.code}.${s.market}`;

/**
 * Runs a scheme over stored history day by day (`step` lets a caller yield between chunks).
 * Money is in li as in the exchange ledger (booked in whole fen); fees come from its fee table per fill,
 * quantities obey its lot rule, dividends go through its corporate-action seam. Trades happen
 * at the close of a rebalance day; a stock locked at its limit (up for a buy, down for a sell)
 * or without a bar that day is not traded.
 */
export class Backtest {
  private i = 0;
  private cash: CashState;
  private readonly positions = new Map<string, Position>();
  private readonly byKey = new Map<string, { sec: Security; close: ArrayLike<number> }>();
  private readonly out: Omit<BacktestReport, 'metrics' | 'finalAssets' | 'totalFees'> & {
    traded: number[];
  } = {
    dates: [],
    nav: [],
    bench: [],
    drawdown: [],
    totalAssets: [],
    trades: [],
    rebalances: [],
    dividends: 0,
    traded: [],
  };
  private peak = 0;

  constructor(private readonly input: BacktestInput) {
    const initial = toLi(input.params.initialCash);
    this.cash = { initial, transfers: 0, fees: 0, realised: 0, available: initial, frozen: 0 };
    for (const u of input.universe) this.byKey.set(keyOf(u.sec), u);
  }

  get done(): boolean {
    return this.i >= this.input.dates.length;
  }

  /** Share of the days processed, 0..1. */
  get progress(): number {
    return this.input.dates.length ? this.i / this.input.dates.length : 1;
  }

  /** Processes up to n more trading days. */
  step(n: number): void {
    for (let k = 0; k < n && !this.done; k += 1) this.day(this.i++);
  }

  /** Last close on or before day i (a suspended stock keeps its price). */
  private closeAt(key: string, i: number): number {
    const c = this.byKey.get(key)?.close;
    for (let k = i; c && k >= 0; k -= 1) if ((c[k] as number) > 0) return c[k] as number;
    return 0;
  }

  private day(i: number): void {
    const date = this.input.dates[i] as string;
    let traded = 0;
    for (const a of this.input.dividends) {
      if (a.exDate !== date) continue;
      const key = `${a.code}.${a.market}`;
      const p = this.positions.get(key);
      if (!p) continue;
      const r = applyCorporateAction(this.cash, p, a, 0);
      this.out.dividends += r.cash.available - this.cash.available;
      this.cash = r.cash;
      this.positions.set(key, r.position);
    }
    // T+1: what was held at the previous close is sellable today.
    for (const p of this.positions.values()) p.sellable = p.qty;
    const { rebalanceDays } = this.input.params;
    if (i >= 1 && (i - 1) % Math.max(1, rebalanceDays) === 0) traded = this.rebalance(i);
    this.mark(i, date, traded);
  }

  private rebalance(i: number): number {
    const { holdings, weighting } = this.input.params;
    const picks = this.input.pick(i).slice(0, Math.max(1, holdings));
    const keep = new Set(picks);
    let traded = 0;
    for (const [key, p] of [...this.positions]) {
      if (keep.has(key)) continue;
      traded += this.trade(i, key, SIDE.SELL, p.sellable);
    }
    const fresh = picks.filter((k) => !this.positions.has(k) && this.tradable(k, i, SIDE.BUY));
    const nav = this.assets(i);
    const caps = fresh.map((k) =>
      weighting === 'marketCap' ? (this.input.capOf?.(k, i) ?? 1) : 1,
    );
    const capSum = caps.reduce((s, c) => s + c, 0);
    const slots = Math.max(1, holdings);
    fresh.forEach((key, j) => {
      const weight =
        weighting === 'marketCap'
          ? ((caps[j] as number) / capSum) * (fresh.length / slots)
          : 1 / slots;
      const budget = Math.min(Math.floor(nav * weight), this.cash.available);
      traded += this.buyWithin(i, key, budget);
    });
    this.out.rebalances.push({
      date: this.input.dates[i] as string,
      cash: toYuan(this.cash.available),
      holdings: [...this.positions].map(([key, p]) => {
        const price = this.closeAt(key, i);
        const sec = this.byKey.get(key)?.sec as Security;
        const value = price * p.qty;
        return {
          code: p.code,
          market: p.market,
          name: sec.name,
          qty: p.qty,
          price,
          value,
          weight: value / toYuan(nav),
        };
      }),
    });
    return traded;
  }

  private tradable(key: string, i: number, side: Side): boolean {
    const u = this.byKey.get(key);
    const close = u?.close[i] as number;
    if (!u || !(close > 0)) return false;
    const limits = priceLimits(u.sec, this.closeAt(key, i - 1) || close);
    if (!limits) return true;
    return side === SIDE.BUY ? close < limits.up : close > limits.down;
  }

  /** Largest whole-lot buy whose amount plus fees fits the budget (li). */
  private buyWithin(i: number, key: string, budgetLi: number): number {
    const { sec, close } = this.byKey.get(key) as { sec: Security; close: ArrayLike<number> };
    const price = close[i] as number;
    let qty = Math.floor(budgetLi / toLi(price));
    qty = qty < sec.minBuy ? 0 : sec.minBuy + Math.floor((qty - sec.minBuy) / sec.lot) * sec.lot;
    const cost = (q: number) =>
      amountLi(price, q) +
      orderFeeTotal(this.input.params.fees, sec.board, SIDE.BUY, amountLi(price, q));
    while (qty >= sec.minBuy && cost(qty) > budgetLi) qty -= sec.lot;
    if (qty < sec.minBuy || !checkQuantity(sec, SIDE.BUY, 'limit', qty, 0).ok) return 0;
    return this.trade(i, key, SIDE.BUY, qty);
  }

  /** Books one fill at the day's close; returns the traded amount in yuan. */
  private trade(i: number, key: string, side: Side, qty: number): number {
    const u = this.byKey.get(key);
    if (!u || qty <= 0 || !this.tradable(key, i, side)) return 0;
    const price = u.close[i] as number;
    const amount = amountLi(price, qty);
    const fee = orderFeeTotal(this.input.params.fees, u.sec.board, side, amount);
    const p = this.positions.get(key) ?? {
      market: u.sec.market,
      code: u.sec.code,
      qty: 0,
      sellable: 0,
      frozen: 0,
      cost: 0,
      realised: 0,
    };
    if (side === SIDE.BUY) {
      this.cash = {
        ...this.cash,
        available: this.cash.available - amount - fee,
        fees: this.cash.fees + fee,
      };
      this.positions.set(key, { ...p, qty: p.qty + qty, cost: p.cost + amount });
    } else {
      const costOut = Math.round((p.cost * qty) / p.qty);
      this.cash = {
        ...this.cash,
        available: this.cash.available + amount - fee,
        fees: this.cash.fees + fee,
        realised: this.cash.realised + amount - costOut,
      };
      if (qty === p.qty) this.positions.delete(key);
      else
        this.positions.set(key, {
          ...p,
          qty: p.qty - qty,
          sellable: p.sellable - qty,
          cost: p.cost - costOut,
        });
    }
    this.out.trades.push({
      date: this.input.dates[i] as string,
      code: u.sec.code,
      market: u.sec.market,
      name: u.sec.name,
      side: side === SIDE.BUY ? 'B' : 'S',
      qty,
      price,
      amount: toYuan(amount),
      fees: toYuan(fee),
    });
    return toYuan(amount);
  }

  /** Total assets in li at the close of day i. */
  private assets(i: number): number {
    let v = this.cash.available;
    for (const [key, p] of this.positions) v += amountLi(this.closeAt(key, i), p.qty);
    return v;
  }

  private mark(i: number, date: string, traded: number): void {
    const total = this.assets(i);
    const nav = total / this.cash.initial;
    this.peak = Math.max(this.peak, nav);
    const b0 = this.input.bench[0] as number;
    this.out.dates.push(date);
    this.out.nav.push(nav);
    this.out.bench.push(b0 > 0 ? (this.input.bench[i] as number) / b0 : NaN);
    this.out.drawdown.push(this.peak > 0 ? 1 - nav / this.peak : 0);
    this.out.totalAssets.push(toYuan(total));
    this.out.traded.push(traded);
  }

  /** The report once every day is processed. */
  report(): BacktestReport {
    const { traded, ...rest } = this.out;
    return {
      ...rest,
      dividends: toYuan(rest.dividends),
      metrics: computeMetrics({
        nav: rest.nav,
        bench: rest.bench,
        totalAssets: rest.totalAssets,
        tradedValue: traded,
        riskFreeAnnual: this.input.params.riskFreeAnnual,
      }),
      finalAssets: rest.totalAssets[rest.totalAssets.length - 1] ?? toYuan(this.cash.initial),
      totalFees: toYuan(this.cash.fees),
    };
  }
}
