import { ERROR_CODES } from '@portal/shared-kit/domain';
import { toLi } from '../exchange';
import { marginAvailable } from './account';
import { DEFAULT_MARGIN } from './rules';
import { newBook, STOCK, trade, type Book } from './test-fixtures';

const ok = <T>(r: { ok: true; value: T } | { ok: false; code: number }): T => {
  if (!r.ok) throw new Error(`refused ${r.code}`);
  return r.value;
};
const available = (b: Book, price: number) =>
  marginAvailable(
    b.cash,
    [...b.positions.values()].map((position) => ({ position, price })),
    DEFAULT_MARGIN,
  );

describe('available margin (保证金可用余额)', () => {
  it('counts collateral at its haircut (折算率), off-list collateral at nothing', () => {
    const b = ok(trade(newBook(100_000), STOCK.eligible, 'collateralBuy', 100, 100));
    expect(available(b, 100)).toBe(b.cash.available + toLi(7000));
    const off = ok(trade(newBook(100_000), STOCK.other, 'collateralBuy', 100, 10));
    expect(available(off, 10)).toBe(off.cash.available);
  });

  it('takes a financed loss in full and a gain at the haircut', () => {
    const b = ok(trade(newBook(100_000), STOCK.eligible, 'financeBuy', 100, 100));
    expect(available(b, 90)).toBe(b.cash.available - toLi(1000));
    expect(available(b, 110)).toBe(b.cash.available + toLi(700));
  });

  it('refuses a new contract when financed losses eat the available margin (60022)', () => {
    const b = ok(trade(newBook(20_000), STOCK.eligible, 'financeBuy', 100, 100));
    // At 20 the financed shares lost 8 000: cash still pays 100 × 20, the margin left does not.
    const at20 = { priceOf: () => 20 };
    expect(trade(b, STOCK.eligible, 'financeBuy', 100, 20, at20)).toMatchObject({
      code: ERROR_CODES.INSUFFICIENT_MARGIN,
    });
    expect(trade(b, STOCK.eligible, 'financeBuy', 100, 20).ok).toBe(true);
  });
});
