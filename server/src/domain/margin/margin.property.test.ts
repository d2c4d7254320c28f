import fc from 'fast-check';
import { amountLi, identityHolds } from '../exchange';
import { creditFigures } from './account';
import { debtOf } from './holding';
import { margin } from './margin-class';
import { newBook, settle, STOCK, trade, type Book } from './test-fixtures';

const EFFECTS = [
  'collateralBuy',
  'collateralSell',
  'financeBuy',
  'shortSell',
  'sellRepay',
  'buyRepay',
] as const;

type Cmd =
  | { k: 'trade'; e: number; lots: number; move: number; part: number }
  | { k: 'settle'; move: number };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({
    k: fc.constant('trade' as const),
    e: fc.nat(EFFECTS.length - 1),
    lots: fc.integer({ min: 1, max: 5 }),
    move: fc.integer({ min: -300, max: 300 }),
    part: fc.integer({ min: 0, max: 4 }),
  }),
  fc.record({ k: fc.constant('settle' as const), move: fc.integer({ min: -2000, max: 2000 }) }),
);

/** Net assets: cash plus what every holding adds (collateral at market, contracts net of debt). */
function netAssets(b: Book, price: number): number {
  let total = b.cash.available + b.cash.frozen;
  for (const p of b.positions.values())
    total += p.posSide ? margin.holdingValue(p, STOCK.eligible, price) : amountLi(price, p.qty);
  return total;
}

describe('margin ledger property', () => {
  it('after random financing/short/repay sequences the books reconcile to the fen and no debt is negative', () => {
    fc.assert(
      fc.property(fc.array(cmd, { maxLength: 40 }), (cmds) => {
        let book = newBook(200_000);
        let price = 100;
        for (const c of cmds) {
          price = Math.max(10, Math.round(price * 100 + c.move) / 100);
          if (c.k === 'settle') {
            book = settle(book, price).book;
          } else {
            const e = EFFECTS[c.e] as string;
            const qty = c.lots * 100;
            const fillQty =
              c.part > 0 && c.lots > 1 ? Math.min(qty - 100, c.part * 100) : undefined;
            const r = trade(book, STOCK.eligible, e, qty, price, fillQty ? { fillQty } : {});
            if (r.ok) book = r.value;
          }
          expect(identityHolds(book.cash, book.positions.values())).toBe(true);
          for (const p of book.positions.values()) {
            const d = debtOf(p);
            expect(d.debt).toBeGreaterThanOrEqual(0);
            expect(d.interest).toBeGreaterThanOrEqual(0);
            expect(p.cost).toBeGreaterThanOrEqual(0);
            expect(p.qty === 0 ? d.debt + d.interest + p.cost : 0).toBe(0);
            expect(p.cost % 10).toBe(0);
          }
          expect(book.cash.frozen).toBeGreaterThanOrEqual(0);
          expect(book.cash.available % 10).toBe(0);
        }
        // The credit view (assets − liabilities) and the ledger view (cash + holding values) agree.
        const f = creditFigures(
          book.cash,
          [...book.positions.values()].map((position) => ({ position, price })),
        );
        expect(f.assets - f.liabilities).toBe(netAssets(book, price));
      }),
      { numRuns: 150 },
    );
  });
});
