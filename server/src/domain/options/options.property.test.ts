import fc from 'fast-check';
import { identityHolds, SIDE } from '../exchange';
import { newBook, OPT, settle, trade } from './test-fixtures';

type Cmd =
  | { k: 'trade'; side: 1 | 2; close: boolean; qty: number; ticks: number }
  | { k: 'settle'; ticks: number; u: number };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({
    k: fc.constant('trade' as const),
    side: fc.constantFrom(1 as const, 2 as const),
    close: fc.boolean(),
    qty: fc.integer({ min: 1, max: 5 }),
    ticks: fc.integer({ min: 1, max: 3000 }),
  }),
  fc.record({
    k: fc.constant('settle' as const),
    ticks: fc.integer({ min: 1, max: 3000 }),
    u: fc.integer({ min: 2500, max: 3500 }),
  }),
);

describe('options ledger property', () => {
  it('keeps initial − fees + realised = cash + Σ cost after random trades and days', () => {
    fc.assert(
      fc.property(fc.array(cmd, { maxLength: 30 }), fc.boolean(), (cmds, expire) => {
        let book = newBook(200_000);
        for (const c of cmds) {
          if (c.k === 'trade') {
            const side = c.side === 1 ? SIDE.BUY : SIDE.SELL;
            const r = trade(
              book,
              OPT.etfCall,
              side,
              c.close ? 'close' : 'open',
              c.qty,
              c.ticks / 1e4,
              3,
            );
            if (r.ok) book = r.value;
          } else book = settle(book, c.ticks / 1e4, c.u / 1000).book;
          if (!identityHolds(book.cash, book.positions.values())) return false;
        }
        if (expire) book = settle(book, 0.01, 3.2, '2026-12-23').book;
        return (
          identityHolds(book.cash, book.positions.values()) &&
          [...book.positions.values()].every((p) => p.qty >= 0 && p.cost % 10 === 0)
        );
      }),
      { numRuns: 200 },
    );
  });
});
