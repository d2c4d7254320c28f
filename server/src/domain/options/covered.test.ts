import { emptyPosition, identityHolds, SIDE, toYuan } from '../exchange';
import type { Book } from '../exchange/class-test-kit';
import { coverUsed, freeCover, lockCover, unlockCover } from './cover';
import { dataOf } from './holding';
import { dayEnd, deal, holding, MORE, securityOf, withShares } from './rule-kit';
import { newBook, OPT } from './test-fixtures';

const ok = <T>(r: { ok: true; value: T } | { ok: false; code: number }): T => {
  if (!r.ok) throw new Error(`refused ${r.code}`);
  return r.value;
};
const code = (r: { ok: boolean; code?: number }) => (r.ok ? 0 : r.code);

/** 100 000 yuan, 20 000 shares of 510050 bought at 3, `locked` of them locked as cover. */
function covered(locked: number): Book {
  const b = withShares(newBook(100_000), 20_000);
  if (locked === 0) return b;
  const stock = ok(lockCover(b.positions.get('510050.SSE'), locked));
  return { ...b, positions: new Map(b.positions).set('510050.SSE', stock) };
}
const stockOf = (b: Book) => b.positions.get('510050.SSE');
const free = (b: Book) => freeCover([...b.positions.values()], '510050', 'SSE', securityOf);

describe('covered calls (备兑)', () => {
  it('shares bought today can be locked; unlocked, they are sellable only after the day end', () => {
    const b = newBook(100_000);
    const bought = { ...emptyPosition('SSE', '510050'), qty: 10_000, cost: 30_000_000 };
    const locked = ok(lockCover(bought, 10_000));
    expect(locked).toMatchObject({ sellable: 0, frozen: 10_000 });
    const back = ok(unlockCover(locked, 10_000, 10_000));
    expect(back).toMatchObject({ sellable: 0, frozen: 0 });
    const next = dayEnd({ ...b, positions: new Map([['510050.SSE', back]]) }, 0.1, 3).book;
    expect(next.positions.get('510050.SSE')).toMatchObject({ sellable: 10_000 });
  });

  it('locking freezes held shares as cover; more than the unfrozen is 60005', () => {
    const b = covered(10_000);
    expect(stockOf(b)).toMatchObject({ qty: 20_000, sellable: 10_000, frozen: 10_000 });
    expect(dataOf(stockOf(b), 'coverLocked')).toBe(10_000);
    expect(code(lockCover(stockOf(b), 10_001))).toBe(60005);
    expect(code(lockCover(stockOf(b), 0))).toBe(60002);
  });

  it('a covered open needs free locked shares (60005), then holds no margin', () => {
    expect(code(deal(covered(0), OPT.etfCall, SIDE.SELL, 'coveredOpen', 1, 0.05))).toBe(60005);
    const b = ok(deal(covered(10_000), OPT.etfCall, SIDE.SELL, 'coveredOpen', 1, 0.05));
    // premium 0.05 × 10 000 = 500 in, fee 1.6 out, no margin
    expect(toYuan(b.cash.available)).toBe(100_000 - 60_000 + 500 - 1.6);
    expect(holding(b, OPT.etfCall.code, 'C')).toMatchObject({ qty: 1, cost: -500_000 });
    expect(coverUsed([...b.positions.values()], '510050', securityOf)).toBe(10_000);
    expect(code(deal(b, OPT.etfCall, SIDE.SELL, 'coveredOpen', 1, 0.05))).toBe(60005);
    expect(identityHolds(b.cash, b.positions.values())).toBe(true);
  });

  it('covers calls of a physically delivered product only, sold to open and bought to close', () => {
    const b = covered(10_000);
    expect(code(deal(b, OPT.etfPut, SIDE.SELL, 'coveredOpen', 1, 0.05))).toBe(60011);
    expect(code(deal(b, OPT.etfCall, SIDE.BUY, 'coveredOpen', 1, 0.05))).toBe(60011);
    expect(code(deal(b, OPT.ioCall, SIDE.SELL, 'coveredOpen', 1, 50, 3900))).toBe(60010);
  });

  it('an adjusted contract (调整合约) takes its own unit of cover: 10 265 shares', () => {
    expect(code(deal(covered(10_000), MORE.etfCallAdj, SIDE.SELL, 'coveredOpen', 1, 0.1))).toBe(
      60005,
    );
    const b = ok(deal(covered(10_265), MORE.etfCallAdj, SIDE.SELL, 'coveredOpen', 1, 0.1));
    // premium 0.1 × 10 265 = 1026.5
    expect(toYuan(b.cash.available)).toBe(100_000 - 60_000 + 1026.5 - 1.6);
    expect(free(b)).toBe(0);
  });

  it('locked shares in use cannot be unlocked (60005); a covered close frees them', () => {
    let b = ok(deal(covered(10_000), OPT.etfCall, SIDE.SELL, 'coveredOpen', 1, 0.05));
    expect(code(unlockCover(stockOf(b), 10_000, free(b)))).toBe(60005);
    b = ok(deal(b, OPT.etfCall, SIDE.BUY, 'coveredClose', 1, 0.03));
    expect(holding(b, OPT.etfCall.code, 'C')).toMatchObject({ qty: 0, realised: 200_000 });
    const stock = ok(unlockCover(stockOf(b), 10_000, free(b)));
    // unfrozen now, sellable again after the day end's release
    expect(stock).toMatchObject({ sellable: 10_000, frozen: 0 });
    expect(identityHolds(b.cash, b.positions.values())).toBe(true);
  });

  it('an assigned covered call delivers its locked shares at the strike', () => {
    const b = ok(deal(covered(10_000), OPT.etfCall, SIDE.SELL, 'coveredOpen', 1, 0.05));
    const { book, reports } = dayEnd(b, 0.2, 3.3, '2026-12-23');
    // shares out at 3.1: 31 000 in, cost 30 000 out, premium 500 kept → realised 1 500
    expect(toYuan(reports[0]?.realised ?? 0)).toBe(1500);
    expect(stockOf(book)).toMatchObject({ qty: 10_000, sellable: 10_000, frozen: 0 });
    expect(toYuan(book.cash.available)).toBe(100_000 - 60_000 + 500 - 1.6 + 31_000);
    expect(identityHolds(book.cash, book.positions.values())).toBe(true);
  });

  it('an out-of-the-money covered call lapses and its cover is free again', () => {
    const b = ok(deal(covered(10_000), OPT.etfCall, SIDE.SELL, 'coveredOpen', 1, 0.05));
    const { book } = dayEnd(b, 0.0001, 3, '2026-12-23');
    expect(holding(book, OPT.etfCall.code, 'C')).toMatchObject({ qty: 0, realised: 500_000 });
    expect(free(book)).toBe(10_000);
    expect(identityHolds(book.cash, book.positions.values())).toBe(true);
  });
});
