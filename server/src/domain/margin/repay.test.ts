import { identityHolds, toLi } from '../exchange';
import { directRepay } from './direct';
import { debtOf } from './holding';
import { margin } from './margin-class';
import { calendarDays } from './settle';
import { newBook, settle, STOCK, trade, type Book } from './test-fixtures';

/**
 * Issue 30, items 2 and 3 (docs/market-rules.md, "Margin trading"):
 * - 卖券还款 repays from the proceeds: net of the sale's fees, the interest owed first, then the
 *   principal (SSE/SZSE 融资融券交易实施细则: the proceeds of selling credit-account shares first
 *   repay the financing; broker contracts: interest and fees before principal); what they do not
 *   cover stays owed, also when every share is sold — it is not taken from cash;
 * - financing interest and short fees accrue per calendar day (自然日): a Friday to Monday hold
 *   pays 3 days.
 */
const ok = <T>(r: { ok: true; value: T } | { ok: false; code: number }): T => {
  if (!r.ok) throw new Error(`refused ${r.code}`);
  return r.value;
};
const L = '600519.SSE.L';
const contract = (b: Book) => b.positions.get(L)!;

/** A financed 200 shares at 42.80 (debt 8 560) with `interest` li owed. */
function financed(interest: number): Book {
  const b = ok(trade(newBook(100_000), STOCK.eligible, 'financeBuy', 200, 42.8));
  const p = contract(b);
  const positions = new Map(b.positions);
  positions.set(L, {
    ...p,
    sellable: 200,
    classData: { ...p.classData, interest },
  });
  return { cash: b.cash, positions };
}

describe('卖券还款 repays from the proceeds: interest first, then principal', () => {
  it('leaves 4 274.18 owed after selling half for net 4 287.81 (issue 30 example)', () => {
    const b = financed(1990);
    expect(debtOf(contract(b)).debt).toBe(toLi(8560));
    const sold = ok(trade(b, STOCK.eligible, 'sellRepay', 100, 42.95));
    const fee = sold.cash.fees - b.cash.fees;
    // 4 295 less commission 5 (minimum), stamp duty 2.15 and transfer fee 0.04
    expect(toLi(4295) - fee).toBe(toLi(4287.81));
    const p = contract(sold);
    expect(p.qty).toBe(100);
    expect(debtOf(p)).toMatchObject({ interest: 0, debt: toLi(4274.18) });
    // Nothing of the proceeds reaches available cash; only the margin of the 100 shares comes back.
    expect(sold.cash.available - b.cash.available).toBe(toLi(4280));
  });

  it('keeps the shortfall owed when every share is sold at a loss, not taken from cash', () => {
    const b = financed(1990);
    const sold = ok(trade(b, STOCK.eligible, 'sellRepay', 200, 40));
    const fee = sold.cash.fees - b.cash.fees;
    const p = contract(sold);
    expect(p.qty).toBe(0);
    expect(p.cost).toBe(0);
    const owed = toLi(8560) + 1990 - (toLi(8000) - fee);
    expect(debtOf(p).debt + debtOf(p).interest).toBe(owed);
    expect(sold.cash.available - b.cash.available).toBe(toLi(8560)); // the margin, in full
    expect(identityHolds(sold.cash, sold.positions.values())).toBe(true);
    // Still a liability in the account's value, and it keeps accruing.
    expect(margin.holdingValue(p, STOCK.eligible, 40)).toBe(-owed);
    const next = settle(sold, 40).book;
    expect(debtOf(contract(next)).interest).toBeGreaterThan(0);
    // Paying it off in cash realises the loss.
    const d = debtOf(contract(next));
    const paid = ok(directRepay(next.cash, contract(next), d.debt + d.interest));
    expect(debtOf(paid.positions[0]!)).toMatchObject({ debt: 0, interest: 0 });
    expect(identityHolds(paid.cash, paid.positions)).toBe(true);
  });
});

describe('financing interest per calendar day (自然日)', () => {
  it('counts the calendar days between trading dates', () => {
    expect(calendarDays('2026-11-20', '2026-11-23')).toBe(3); // Friday → Monday
    expect(calendarDays('2026-11-23', '2026-11-24')).toBe(1);
    expect(calendarDays('2026-09-30', '2026-10-08')).toBe(8); // over the National Day holiday
  });

  it('books 3 days of 8.35 % / 360 on a Friday day end (10 000 debt → 3 × 2.32)', () => {
    const b = ok(trade(newBook(100_000), STOCK.eligible, 'financeBuy', 100, 100));
    const after = settle(b, 100).book; // the fixture's day end: 2026-11-20 (Fri) → 11-23 (Mon)
    expect(debtOf(contract(after)).interest).toBe(3 * 2320);
  });
});
