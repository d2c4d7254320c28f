import { ERROR_CODES } from '@portal/shared-kit/domain';
import { DEFAULT_FEES, EXEC_TYPE, identityHolds, sessionRule, toLi } from '../exchange';
import { creditFigures } from './account';
import { debtOf } from './holding';
import { margin } from './margin-class';
import { marginSettings } from './rules';
import { newBook, settle, STOCK, stockQuote, trade, type Book } from './test-fixtures';

const ok = <T>(r: { ok: true; value: T } | { ok: false; code: number }): T => {
  if (!r.ok) throw new Error(`refused ${r.code}`);
  return r.value;
};
const code = (r: { ok: boolean; code?: number }) => (r.ok ? 0 : r.code);
const L = '600519.SSE.L';
const S = '600519.SSE.S';
const figures = (b: Book, price: number) =>
  creditFigures(
    b.cash,
    [...b.positions.values()].map((position) => ({ position, price })),
  );

describe('margin trading rules', () => {
  it('books a financing buy as a debt contract holding its margin', () => {
    const b = ok(trade(newBook(100_000), STOCK.eligible, 'financeBuy', 100, 100));
    const p = b.positions.get(L)!;
    expect(p.qty).toBe(100);
    expect(p.sellable).toBe(0); // T+1
    expect(debtOf(p).debt).toBe(toLi(10_000));
    expect(p.cost).toBe(toLi(10_000)); // 100 % financing margin
    expect(identityHolds(b.cash, b.positions.values())).toBe(true);
  });

  it('rejects a financing buy of a non-eligible security', () => {
    expect(code(trade(newBook(100_000), STOCK.other, 'financeBuy', 100, 10))).toBe(
      ERROR_CODES.BUSINESS_FORBIDDEN,
    );
  });

  it('rejects a financing buy beyond the credit line with 60023', () => {
    const settings = { fees: DEFAULT_FEES, volumeCap: 1, raw: { margin: { creditLine: 5000 } } };
    expect(
      code(trade(newBook(100_000), STOCK.eligible, 'financeBuy', 100, 100, { settings })),
    ).toBe(ERROR_CODES.INSUFFICIENT_CREDIT);
  });

  it('rejects a financing buy without the margin with 60022', () => {
    expect(
      code(
        trade(newBook(5_000), STOCK.eligible, 'financeBuy', 100, 100, {
          settings: { fees: DEFAULT_FEES, volumeCap: 1, raw: { margin: { creditLine: 100_000 } } },
        }),
      ),
    ).toBe(ERROR_CODES.INSUFFICIENT_MARGIN);
  });

  it('rejects a short sale below the last price, and allows it when the contest lifts the rule', () => {
    const quote = stockQuote(STOCK.eligible, 100);
    expect(code(trade(newBook(100_000), STOCK.eligible, 'shortSell', 100, 99.9, { quote }))).toBe(
      ERROR_CODES.PRICE_ILLEGAL,
    );
    const settings = {
      fees: DEFAULT_FEES,
      volumeCap: 1,
      raw: { margin: { noShortBelowLast: false } },
    };
    expect(
      trade(newBook(100_000), STOCK.eligible, 'shortSell', 100, 99.9, { quote, settings }).ok,
    ).toBe(true);
  });

  it('rejects a repayment outside trading hours with 60025', () => {
    const b = ok(trade(newBook(100_000), STOCK.eligible, 'shortSell', 100, 100));
    expect(
      code(trade(b, STOCK.eligible, 'buyRepay', 100, 100, { session: sessionRule('closed') })),
    ).toBe(ERROR_CODES.NOT_REPAYMENT_TIME);
  });

  it('sell to repay (卖券还款) clears the financing debt and realises the gain', () => {
    const b = settle(ok(trade(newBook(100_000), STOCK.eligible, 'financeBuy', 100, 100)), 100).book;
    const interest = debtOf(b.positions.get(L)!).interest;
    // 10 000 × 8.35 % / 360 = 2.32 CNY a calendar day; the Friday (11-20) day end books 3 days
    expect(interest).toBe(3 * 2320);
    const after = ok(trade(b, STOCK.eligible, 'sellRepay', 100, 110));
    const p = after.positions.get(L)!;
    expect([p.qty, p.cost, debtOf(p).debt, debtOf(p).interest]).toEqual([0, 0, 0, 0]);
    expect(p.realised).toBe(toLi(1000) - interest);
    expect(identityHolds(after.cash, after.positions.values())).toBe(true);
  });

  it('buy to return (买券还券) closes a short with its P&L', () => {
    const b = ok(trade(newBook(100_000), STOCK.eligible, 'shortSell', 100, 100));
    expect(b.positions.get(S)!.sellable).toBe(100);
    const after = ok(trade(b, STOCK.eligible, 'buyRepay', 100, 90, { fillQty: 0 }));
    expect(after.positions.get(S)!.qty).toBe(0);
    expect(after.cash.realised).toBe(toLi(1000));
    expect(after.cash.frozen).toBe(0);
    expect(identityHolds(after.cash, after.positions.values())).toBe(true);
  });

  it('computes the maintenance ratio as (cash + collateral) / (debt + shorted value + interest)', () => {
    const b = ok(trade(newBook(20_000), STOCK.eligible, 'financeBuy', 100, 100));
    const f = figures(b, 100);
    expect(f.financeDebt).toBe(toLi(10_000));
    expect(f.ratio).toBeCloseTo((b.cash.available + toLi(10_000) + toLi(10_000)) / toLi(10_000), 6);
  });

  it('warns at 150 % and liquidates at 130 % at rollover, as its own execution', () => {
    expect(marginSettings({ fees: DEFAULT_FEES, volumeCap: 1, raw: {} })).toMatchObject({
      warnRatio: 1.5,
      liquidateRatio: 1.3,
    });
    // 10 100 cash, a short of 10 000 at 100 % margin: ratio ≈ 2.0; at 160 it is ≈ 1.26.
    const b = ok(trade(newBook(10_100), STOCK.eligible, 'shortSell', 100, 100));
    expect(settle(b, 120).reports).toEqual([]);
    const { book, reports } = settle(b, 160);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ execType: EXEC_TYPE.FORCED_CLOSE, qty: 100, price: 160 });
    expect(book.positions.get(S)!.qty).toBe(0);
    expect(identityHolds(book.cash, book.positions.values())).toBe(true);
  });

  it('keeps collateral orders as plain cash trades', () => {
    const b = ok(trade(newBook(100_000), STOCK.other, 'collateralBuy', 100, 10));
    expect(b.positions.get('600666.SSE')!.qty).toBe(100);
    expect(margin.covers(STOCK.other, null)).toBe(false);
  });

  it('max financing volume stops at the credit line and the margin in whole lots', () => {
    const env = {
      security: STOCK.eligible,
      permitted: true,
      quote: stockQuote(STOCK.eligible, 100),
      session: sessionRule('continuous'),
      cash: newBook(35_000).cash,
      position: undefined,
      positions: [],
      settings: { fees: DEFAULT_FEES, volumeCap: 1, raw: {} },
    };
    expect(margin.maxQty(1, 'financeBuy', 100, env)).toBe(300);
  });
});

describe('margin contest gate', () => {
  it('rejects a financing buy in a contest whose breeds leave margin out', () => {
    const views = [
      { breedID: 1, isAllow: true },
      { breedID: 2, isAllow: false },
    ];
    const settings = { fees: DEFAULT_FEES, volumeCap: 1, raw: { breedViews: views } };
    expect(
      code(trade(newBook(100_000), STOCK.eligible, 'financeBuy', 100, 100, { settings })),
    ).toBe(ERROR_CODES.BUSINESS_FORBIDDEN);
  });
});
