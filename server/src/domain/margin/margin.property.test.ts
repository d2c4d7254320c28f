import fc from 'fast-check';
import { amountLi, identityHolds } from '../exchange';
import { creditFigures } from './account';
import { directRepay, directReturn, type DirectResult } from './direct';
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
  | { k: 'settle'; move: number }
  | { k: 'repay'; pct: number }
  | { k: 'return'; lots: number };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({
    k: fc.constant('trade' as const),
    e: fc.nat(EFFECTS.length - 1),
    lots: fc.integer({ min: 1, max: 5 }),
    move: fc.integer({ min: -300, max: 300 }),
    part: fc.integer({ min: 0, max: 4 }),
  }),
  fc.record({ k: fc.constant('settle' as const), move: fc.integer({ min: -2000, max: 2000 }) }),
  fc.record({ k: fc.constant('repay' as const), pct: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ k: fc.constant('return' as const), lots: fc.integer({ min: 1, max: 3 }) }),
);

const L = '600519.SSE.L';
const S = '600519.SSE.S';
const C = '600519.SSE';

function applyDirect(b: Book, r: { ok: true; value: DirectResult } | { ok: false }): Book {
  if (!r.ok) return b;
  const positions = new Map(b.positions);
  for (const p of r.value.positions)
    positions.set(p.posSide ? `${p.code}.${p.market}.${p.posSide}` : `${p.code}.${p.market}`, p);
  return { cash: r.value.cash, positions };
}

/** 直接还款 of `pct` % of what is owed (whole fen) or 直接还券 of some lots, at `price`. */
function direct(b: Book, c: Extract<Cmd, { k: 'repay' | 'return' }>, price: number): Book {
  if (c.k === 'repay') {
    const l = b.positions.get(L);
    const owed = l ? debtOf(l).debt + debtOf(l).interest : 0;
    const amount = Math.floor((Math.min(owed, b.cash.available) * c.pct) / 100 / 10) * 10;
    return amount > 0 ? applyDirect(b, directRepay(b.cash, l, amount)) : b;
  }
  return applyDirect(
    b,
    directReturn(b.cash, b.positions.get(C), b.positions.get(S), c.lots * 100, price),
  );
}

/** Net assets: cash plus what every holding adds (collateral at market, contracts net of debt). */
function netAssets(b: Book, price: number): number {
  let total = b.cash.available + b.cash.frozen;
  for (const p of b.positions.values())
    total += p.posSide ? margin.holdingValue(p, STOCK.eligible, price) : amountLi(price, p.qty);
  return total;
}

describe('margin ledger property', () => {
  it('after random financing/short/repay sequences (direct repayments included) the books reconcile to the fen and no debt is negative', () => {
    fc.assert(
      fc.property(fc.array(cmd, { maxLength: 40 }), (cmds) => {
        let book = newBook(200_000);
        let price = 100;
        for (const c of cmds) {
          price = Math.max(10, Math.round(price * 100 + ('move' in c ? c.move : 0)) / 100);
          if (c.k === 'settle') {
            book = settle(book, price).book;
          } else if (c.k === 'repay' || c.k === 'return') {
            // A direct repayment moves value between cash and debt: net assets stay the same.
            const before = netAssets(book, price);
            book = direct(book, c, price);
            expect(netAssets(book, price)).toBe(before);
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
            expect(d.paid).toBeGreaterThanOrEqual(0);
            expect(p.cost).toBeGreaterThanOrEqual(0);
            // No shares left: no margin held; a financing debt the sale did not cover stays owed.
            const left = p.posSide === 'S' ? d.debt + d.interest : 0;
            expect(p.qty === 0 ? d.paid + p.cost + left : 0).toBe(0);
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
