import { ERROR_CODES } from '@portal/shared-kit/domain';
import { DEFAULT_FEES, EXEC_TYPE, identityHolds, toLi } from '../exchange';
import { creditFigures } from './account';
import { directRepay, directReturn } from './direct';
import { debtOf } from './holding';
import { margin } from './margin-class';
import { marginSettings } from './rules';
import { expired } from './settle';
import { newBook, settle, STOCK, trade, type Book } from './test-fixtures';

const ok = <T>(r: { ok: true; value: T } | { ok: false; code: number }): T => {
  if (!r.ok) throw new Error(`refused ${r.code}`);
  return r.value;
};
const L = '600519.SSE.L';
const S = '600519.SSE.S';
const C = '600519.SSE';
const net = (b: Book, price: number) => {
  const f = creditFigures(
    b.cash,
    [...b.positions.values()].map((position) => ({ position, price })),
  );
  return f.assets - f.liabilities;
};
const apply = (
  b: Book,
  r: {
    cash: Book['cash'];
    positions: Book['positions'] extends Map<string, infer P> ? P[] : never;
  },
): Book => {
  const positions = new Map(b.positions);
  for (const p of r.positions)
    positions.set(p.posSide ? `${p.code}.${p.market}.${p.posSide}` : `${p.code}.${p.market}`, p);
  return { cash: r.cash, positions };
};

describe('direct repayment rules (直接还款 / 直接还券)', () => {
  it('repays a financing debt in cash, the interest first, without moving total assets', () => {
    const b = settle(ok(trade(newBook(100_000), STOCK.eligible, 'financeBuy', 100, 100)), 100).book;
    const owed = debtOf(b.positions.get(L)!);
    expect(owed.interest).toBe(3 * 2320); // Friday to Monday: 3 calendar days of 2.32
    const before = net(b, 100);
    const r = apply(b, ok(directRepay(b.cash, b.positions.get(L), toLi(4000))));
    const p = r.positions.get(L)!;
    expect(debtOf(p)).toMatchObject({
      interest: 0,
      debt: owed.debt - (toLi(4000) - owed.interest),
    });
    expect(r.cash.available).toBe(b.cash.available - toLi(4000));
    expect(net(r, 100)).toBe(before);
    expect(identityHolds(r.cash, r.positions.values())).toBe(true);
    // 卖券还款 of the shares afterwards realises only the price move less the interest.
    const sold = ok(trade(r, STOCK.eligible, 'sellRepay', 100, 110));
    expect(sold.positions.get(L)!.qty).toBe(0);
    expect(sold.cash.realised).toBe(toLi(1000) - owed.interest);
    expect(identityHolds(sold.cash, sold.positions.values())).toBe(true);
  });

  it('refuses a direct repayment above what is owed (60005), the cash (60004) or off the fen (60011)', () => {
    const b = ok(trade(newBook(20_000), STOCK.eligible, 'financeBuy', 100, 100));
    const p = b.positions.get(L);
    expect(directRepay(b.cash, p, toLi(10_001))).toMatchObject({
      code: ERROR_CODES.INSUFFICIENT_POSITION,
    });
    const poor = { ...b.cash, available: toLi(50) };
    expect(directRepay(poor, p, toLi(60))).toMatchObject({ code: ERROR_CODES.INSUFFICIENT_FUNDS });
    expect(directRepay(b.cash, p, 5)).toMatchObject({ code: ERROR_CODES.PARAMETER_ERROR });
    expect(directRepay(b.cash, undefined, toLi(10))).toMatchObject({ ok: false });
  });

  it('returns collateral shares to close a short, whatever the price', () => {
    let b = ok(trade(newBook(100_000), STOCK.eligible, 'collateralBuy', 200, 90));
    b = ok(trade(b, STOCK.eligible, 'shortSell', 100, 100));
    b = settle(b, 100).book;
    const before = net(b, 120);
    const r = apply(b, ok(directReturn(b.cash, b.positions.get(C), b.positions.get(S), 100, 120)));
    expect(r.positions.get(S)!.qty).toBe(0);
    expect(r.positions.get(C)!.qty).toBe(100);
    expect(net(r, 120)).toBe(before);
    expect(identityHolds(r.cash, r.positions.values())).toBe(true);
    const at80 = apply(
      b,
      ok(directReturn(b.cash, b.positions.get(C), b.positions.get(S), 100, 80)),
    );
    expect(at80.cash.available).toBe(r.cash.available);
  });

  it('refuses to return more shares than held or owed (60005)', () => {
    let b = ok(trade(newBook(100_000), STOCK.eligible, 'collateralBuy', 100, 90));
    b = ok(trade(b, STOCK.eligible, 'shortSell', 100, 100));
    // T+1: the collateral bought today is not sellable yet.
    expect(directReturn(b.cash, b.positions.get(C), b.positions.get(S), 100, 100)).toMatchObject({
      code: ERROR_CODES.INSUFFICIENT_POSITION,
    });
    b = settle(b, 100).book;
    expect(directReturn(b.cash, b.positions.get(C), b.positions.get(S), 200, 100)).toMatchObject({
      code: ERROR_CODES.INSUFFICIENT_POSITION,
    });
  });
});

describe('contract term rules (合约期限)', () => {
  it('runs contracts for 180 calendar days by default', () => {
    expect(marginSettings({ fees: DEFAULT_FEES, volumeCap: 1, raw: {} }).contractDays).toBe(180);
    expect(expired(20261120, '2027-05-18', 180)).toBe(false);
    expect(expired(20261120, '2027-05-19', 180)).toBe(true);
    expect(expired(0, '2099-01-01', 180)).toBe(false);
  });

  it('settles a contract at the end of its term at the close, as its own execution (到期)', () => {
    const settings = { fees: DEFAULT_FEES, volumeCap: 1, raw: { margin: { contractDays: 3 } } };
    const b = ok(trade(newBook(100_000), STOCK.eligible, 'financeBuy', 100, 100, { settings }));
    expect(debtOf(b.positions.get(L)!).opened).toBe(20261120);
    const { book, reports } = settle(b, 105, settings);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ execType: EXEC_TYPE.EXPIRY, qty: 100, price: 105 });
    const p = book.positions.get(L)!;
    expect([p.qty, p.cost, debtOf(p).debt]).toEqual([0, 0, 0]);
    expect(identityHolds(book.cash, book.positions.values())).toBe(true);
  });

  it('keeps a contract inside its term', () => {
    const b = ok(trade(newBook(100_000), STOCK.eligible, 'shortSell', 100, 100));
    const { book, reports } = settle(b, 100);
    expect(reports).toEqual([]);
    expect(book.positions.get(S)!.qty).toBe(100);
    expect(margin.holds(STOCK.eligible, 'S')).toBe(true);
  });
});
