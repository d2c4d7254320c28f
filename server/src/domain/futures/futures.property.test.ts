import fc from 'fast-check';
import { identityHolds, SIDE, type Position } from '../exchange';
import { futures } from './futures-class';
import { FUT, newBook, settle, trade, type Book } from './test-fixtures';

const SECS = [FUT.IF, FUT.cu] as const;
const BASE = [3900, 75_000];
const TICK = [0.2, 10];
const EFFECTS = ['open', 'open', 'close', 'closeToday', 'closeYesterday'] as const;

type Cmd =
  | { k: 'trade'; s: number; side: 1 | 2; e: number; lots: number; move: number }
  | { k: 'settle'; move: number };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({
    k: fc.constant('trade' as const),
    s: fc.nat(1),
    side: fc.constantFrom(1 as const, 2 as const),
    e: fc.nat(4),
    lots: fc.integer({ min: 1, max: 5 }),
    move: fc.integer({ min: -200, max: 200 }),
  }),
  fc.record({ k: fc.constant('settle' as const), move: fc.integer({ min: -300, max: 300 }) }),
);

/** Equity: cash + margin + floating P&L of every holding at the current prices. */
function equity(b: Book, prices: number[]): number {
  let total = b.cash.available + b.cash.frozen;
  for (const p of b.positions.values()) {
    const i = SECS.findIndex((s) => s.code === p.code);
    total += futures.holdingValue(p, SECS[i], prices[i] as number);
  }
  return total;
}

/** Initial + realised − fees + floating P&L (li). */
function pnlView(b: Book, prices: number[]): number {
  let floating = 0;
  for (const p of b.positions.values()) {
    const i = SECS.findIndex((s) => s.code === p.code);
    floating += futures.holdingValue(p, SECS[i], prices[i] as number) - p.cost;
  }
  return b.cash.initial + b.cash.realised - b.cash.fees + floating;
}

describe('futures ledger property', () => {
  it('keeps equity = cash + margin + floating P&L to the fen after random sequences', () => {
    fc.assert(
      fc.property(fc.array(cmd, { maxLength: 40 }), (cmds) => {
        let book = newBook(3_000_000);
        const prices = [...BASE];
        let day = 20;
        for (const c of cmds) {
          if (c.k === 'trade') {
            const price = Number(
              ((prices[c.s] as number) + c.move * (TICK[c.s] as number)).toFixed(1),
            );
            const r = trade(
              book,
              SECS[c.s] as (typeof SECS)[number],
              c.side,
              EFFECTS[c.e] as string,
              c.lots,
              price,
            );
            if (r.ok) book = r.value;
            prices[c.s] = price;
          } else {
            prices.forEach((p, i) => {
              prices[i] = Number((p + c.move * (TICK[i] as number)).toFixed(1));
            });
            day += 1;
            book = settle(
              book,
              { IF2612: prices[0] as number, cu2701: prices[1] as number },
              `2026-11-${day}`,
            ).book;
          }
          expect(identityHolds(book.cash, book.positions.values())).toBe(true);
          expect(equity(book, prices)).toBe(pnlView(book, prices));
          for (const v of [book.cash.available, book.cash.fees, book.cash.realised])
            expect(Math.abs(v % 10)).toBe(0);
          for (const p of book.positions.values() as Iterable<Position>) {
            expect(p.cost % 10).toBe(0);
            expect(p.qty).toBeGreaterThanOrEqual(0);
            expect(p.sellable).toBe(p.qty);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never opens more than the margin allows', () => {
    expect(trade(newBook(1_000), FUT.cu, SIDE.BUY, 'open', 1, 75_000).ok).toBe(false);
  });
});
