import { identityHolds, SIDE, toYuan, type Position } from '../exchange';
import type { Book } from '../exchange/class-test-kit';
import { declareExercise, inExerciseWindow, withdrawExercise } from './exercise';
import { dataOf } from './holding';
import { apply, dayEnd, deal, holding, withShares } from './rule-kit';
import { optionTermsOf, type OptionTerms } from './rules';
import { newBook, OPT } from './test-fixtures';

const ok = <T>(r: { ok: true; value: T } | { ok: false; code: number }): T => {
  if (!r.ok) throw new Error(`refused ${r.code}`);
  return r.value;
};
const code = (r: { ok: boolean; code?: number }) => (r.ok ? 0 : r.code);
const terms = (s: typeof OPT.etfCall) => optionTermsOf(s) as OptionTerms;
const EXPIRY = { tradingDate: '2026-12-23', sessionOpen: true };

/** Declares `qty` of the book's rights in `sec` and puts the result back into the book. */
function declare(b: Book, sec: typeof OPT.etfCall, qty: number, when = EXPIRY) {
  const position = holding(b, sec.code, 'L') as Position;
  const stock = b.positions.get('510050.SSE');
  const r = declareExercise(terms(sec), { cash: b.cash, position, stock }, qty, when);
  if (!r.ok) return r;
  const positions = [r.value.position, ...(r.value.stock ? [r.value.stock] : [])];
  return { ok: true as const, value: apply(b, { cash: r.value.cash, positions }) };
}

describe('exercise window (European vs American)', () => {
  it('ETF and index options exercise on the expiry day only, commodity options up to it', () => {
    expect(inExerciseWindow(terms(OPT.etfCall), '2026-12-22')).toBe(false);
    expect(inExerciseWindow(terms(OPT.etfCall), '2026-12-23')).toBe(true);
    expect(inExerciseWindow(terms(OPT.ioCall), '2026-12-17')).toBe(false);
    expect(inExerciseWindow(terms(OPT.cuCall), '2026-11-20')).toBe(true);
    expect(inExerciseWindow(terms(OPT.cuCall), '2026-12-08')).toBe(false);
  });

  it('a declaration outside the window or the session is 60007; beyond the rights 60005', () => {
    const b = ok(deal(newBook(100_000), OPT.etfCall, SIDE.BUY, 'open', 1, 0.05));
    expect(code(declare(b, OPT.etfCall, 1, { tradingDate: '2026-12-22', sessionOpen: true }))).toBe(
      60007,
    );
    expect(code(declare(b, OPT.etfCall, 1, { ...EXPIRY, sessionOpen: false }))).toBe(60007);
    expect(code(declare(b, OPT.etfCall, 2))).toBe(60005);
  });
});

describe('ETF exercise by physical delivery', () => {
  it('a call pays strike × units (frozen at declaration) and receives the shares', () => {
    const b = ok(deal(newBook(100_000), OPT.etfCall, SIDE.BUY, 'open', 1, 0.05));
    const d = ok(declare(b, OPT.etfCall, 1));
    expect(toYuan(d.cash.frozen)).toBe(31_000);
    expect(holding(d, OPT.etfCall.code, 'L')).toMatchObject({ sellable: 0, frozen: 1 });
    const { book } = dayEnd(d, 0.2, 3.3, '2026-12-23');
    // 10 000 shares at 3.1; the premium of 500 joins their cost
    expect(book.positions.get('510050.SSE')).toMatchObject({ qty: 10_000, cost: 31_500_000 });
    expect(toYuan(book.cash.available)).toBe(100_000 - 500 - 1.6 - 31_000);
    expect(book.cash.frozen).toBe(0);
    expect(holding(book, OPT.etfCall.code, 'L')?.qty).toBe(0);
    expect(identityHolds(book.cash, book.positions.values())).toBe(true);
  });

  it('a declaration is withdrawn inside the window: contracts and cash come back', () => {
    const b = ok(deal(newBook(100_000), OPT.etfCall, SIDE.BUY, 'open', 2, 0.05));
    const d = ok(declare(b, OPT.etfCall, 2));
    const position = holding(d, OPT.etfCall.code, 'L') as Position;
    const books = { cash: d.cash, position, stock: d.positions.get('510050.SSE') };
    expect(code(withdrawExercise(terms(OPT.etfCall), books, 3, EXPIRY))).toBe(60005);
    const w = ok(withdrawExercise(terms(OPT.etfCall), books, 1, EXPIRY));
    expect(w.position).toMatchObject({ sellable: 1, frozen: 1 });
    expect(dataOf(w.position, 'exercising')).toBe(1);
    expect(toYuan(w.cash.frozen)).toBe(31_000);
    expect(w.cash.available - d.cash.available).toBe(31_000_000);
  });

  it('a call without the cash to pay is 60004', () => {
    const b = ok(deal(newBook(30_000), OPT.etfCall, SIDE.BUY, 'open', 1, 0.05));
    expect(code(declare(b, OPT.etfCall, 1))).toBe(60004);
  });

  it('a put delivers shares (frozen at declaration) for strike × units; without them 60005', () => {
    const bare = ok(deal(newBook(100_000), OPT.etfPut, SIDE.BUY, 'open', 1, 0.05));
    expect(code(declare(withShares(bare, 5_000), OPT.etfPut, 1))).toBe(60005);
    const b = withShares(bare, 10_000, 2.7);
    const d = ok(declare(b, OPT.etfPut, 1));
    expect(dataOf(d.positions.get('510050.SSE'), 'exerciseLocked')).toBe(10_000);
    const { book, reports } = dayEnd(d, 0.2, 2.7, '2026-12-23');
    // 29 000 in, shares bought at 27 000 out, premium 500 → realised 1 500
    expect(toYuan(reports.at(-1)?.realised ?? 0)).toBe(1500);
    expect(book.positions.get('510050.SSE')).toMatchObject({ qty: 0, frozen: 0, cost: 0 });
    expect(identityHolds(book.cash, book.positions.values())).toBe(true);
  });

  it('assignment: every in-the-money short is assigned in full, out of the money none', () => {
    const b = ok(deal(newBook(100_000), OPT.etfPut, SIDE.SELL, 'open', 2, 0.05));
    const itm = dayEnd(b, 0.2, 2.8, '2026-12-23');
    // 2 × (2.9 − 2.8) × 10 000 = 2 000 paid, premium 1 000 kept → −1 000
    expect(itm.reports.map((r) => [r.qty, toYuan(r.realised ?? 0)])).toEqual([[2, -1000]]);
    const otm = dayEnd(b, 0.0001, 3, '2026-12-23');
    expect(otm.reports.map((r) => [r.qty, toYuan(r.realised ?? 0)])).toEqual([[2, 1000]]);
    expect(identityHolds(itm.book.cash, itm.book.positions.values())).toBe(true);
  });
});

describe('cash-settled exercise', () => {
  it('an American commodity option exercised early is paid its intrinsic value that day', () => {
    const b = ok(deal(newBook(100_000), OPT.cuCall, SIDE.BUY, 'open', 2, 1000, 78_000));
    const d = ok(declare(b, OPT.cuCall, 1, { tradingDate: '2026-11-20', sessionOpen: true }));
    const { book, reports } = dayEnd(d, 2500, 82_000, '2026-11-20');
    // (82 000 − 80 000) × 5 = 10 000 for one; its premium 5 000 → realised 5 000
    expect(reports.map((r) => toYuan(r.amount))).toEqual([10_000]);
    expect(toYuan(reports[0]?.realised ?? 0)).toBe(5000);
    expect(holding(book, OPT.cuCall.code, 'L')).toMatchObject({ qty: 1, sellable: 1, frozen: 0 });
    expect(identityHolds(book.cash, book.positions.values())).toBe(true);
  });
});
