import { applyCorporateAction } from './corporate-actions';
import {
  applyFill,
  emptyPosition,
  freezeOnPlace,
  identityHolds,
  releaseOrder,
  type OrderBooks,
} from './ledger';
import { releaseT1 } from './nav';
import { DEFAULT_FEES, sessionRule } from './rules';
import { cashOf, orderOf, quoteOf, SEC } from './test-fixtures';
import { applyTransfer } from './transfer';
import { ORDER_STATUS, SIDE, type TradableSecurity } from './types';
import { validateOrder } from './validate';

type Books = OrderBooks;

/** Validates and freezes an order the way the engine does. */
function place(
  books: Omit<Books, 'order'>,
  side: 1 | 2,
  qty: number,
  price: number,
  sec: TradableSecurity = SEC.main,
) {
  const r = validateOrder(
    { side, kind: 'limit', qty, price },
    {
      security: sec,
      permitted: true,
      quote: quoteOf(price),
      session: sessionRule('continuous'),
      cash: books.cash,
      position: books.position,
      fees: DEFAULT_FEES,
    },
  );
  if (!r.ok) throw new Error(r.text);
  const order = orderOf({ side, qty, ...r.value });
  return freezeOnPlace(books.cash, books.position, order);
}

describe('ledger', () => {
  it('books a buy: cost, fees, T+1 shares and released excess cash', () => {
    let b = place(
      { cash: cashOf(100_000), position: emptyPosition('SSE', '600519') },
      SIDE.BUY,
      1000,
      10.05,
    );
    b = applyFill(b, SEC.main, DEFAULT_FEES, 1000, 10.01);
    expect(b.order.status).toBe(ORDER_STATUS.FILLED);
    expect(b.position).toMatchObject({ qty: 1000, sellable: 0, cost: 10_010_000 });
    expect(b.cash.frozen).toBe(0);
    expect(b.cash.fees).toBe(5_000 + 100);
    expect(b.cash.available).toBe(100_000_000 - 10_010_000 - 5_100);
    expect(identityHolds(b.cash, [b.position])).toBe(true);
  });
  it('charges the 5 yuan minimum commission once across partial fills', () => {
    let b = place(
      { cash: cashOf(100_000), position: emptyPosition('SSE', '600519') },
      SIDE.BUY,
      1000,
      10,
    );
    b = applyFill(b, SEC.main, DEFAULT_FEES, 300, 10);
    expect(b.order.status).toBe(ORDER_STATUS.PARTIAL);
    b = applyFill(b, SEC.main, DEFAULT_FEES, 700, 10);
    expect(b.cash.fees).toBe(5_000 + 100);
  });
  it('sells shares bought yesterday after the T+1 release', () => {
    let b = place(
      { cash: cashOf(100_000), position: emptyPosition('SSE', '600519') },
      SIDE.BUY,
      500,
      10,
    );
    b = applyFill(b, SEC.main, DEFAULT_FEES, 500, 10);
    expect(() => place(b, SIDE.SELL, 500, 10)).toThrow('可用持仓不足');
    const next = { cash: b.cash, position: releaseT1(b.position) };
    const s = applyFill(place(next, SIDE.SELL, 500, 11), SEC.main, DEFAULT_FEES, 500, 11);
    expect(s.position.qty).toBe(0);
    expect(s.cash.realised).toBe(500_000);
    expect(identityHolds(s.cash, [s.position])).toBe(true);
  });
  it('reuses cash from today’s sales at once', () => {
    const pos = { ...emptyPosition('SSE', '600519'), qty: 1000, sellable: 1000, cost: 10_000_000 };
    let b = place({ cash: cashOf(0), position: pos }, SIDE.SELL, 1000, 10);
    b = applyFill(b, SEC.main, DEFAULT_FEES, 1000, 10);
    expect(b.cash.available).toBeGreaterThan(9_900_000);
    expect(() => place(b, SIDE.BUY, 900, 10)).not.toThrow();
  });
  it('trades a T+0 bond back the same day', () => {
    let b = place(
      { cash: cashOf(10_000), position: emptyPosition('SSE', '019547') },
      SIDE.BUY,
      10,
      100,
      SEC.bond,
    );
    b = applyFill(b, SEC.bond, DEFAULT_FEES, 10, 100);
    expect(b.position.sellable).toBe(10);
  });
  it('releases frozen cash and shares on cancel', () => {
    let b = place(
      { cash: cashOf(100_000), position: emptyPosition('SSE', '600519') },
      SIDE.BUY,
      1000,
      10,
    );
    b = applyFill(b, SEC.main, DEFAULT_FEES, 300, 10);
    const c = releaseOrder(b, 'cancel');
    expect(c.order.status).toBe(ORDER_STATUS.PARTIALLY_CANCELLED);
    expect(c.report).toMatchObject({ execType: 4, qty: 700 });
    expect(c.cash.frozen).toBe(0);
    expect(identityHolds(c.cash, [c.position])).toBe(true);
  });
  it('expires an unfilled order at the close with status 3', () => {
    const b = place(
      { cash: cashOf(100_000), position: emptyPosition('SSE', '600519') },
      SIDE.BUY,
      100,
      10,
    );
    expect(releaseOrder(b, 'expire').order.status).toBe(ORDER_STATUS.CLOSE_CANCELLED);
  });
  it('books money in whole fen: odd-lot amounts, partial cost and dividends (issue 12)', () => {
    // 1 300 shares at a cost of 10 000.01 yuan; 333 sold at 1.234 (a 0.001 tick): 410.922 yuan.
    const pos = { ...emptyPosition('SSE', '019547'), qty: 1300, sellable: 1300, cost: 10_000_010 };
    const order = orderOf({ side: SIDE.SELL, qty: 333, price: 1.234, frozenQty: 333 });
    const books = freezeOnPlace({ ...cashOf(0), initial: 10_000_010 }, pos, order);
    const s = applyFill(books, SEC.bond, DEFAULT_FEES, 333, 1.234);
    expect(s.report.amount).toBe(410_920);
    expect(s.report.fees % 10).toBe(0);
    // 10 000.01 × 333 / 1 300 = 2 561.5410 yuan of cost leaves → 2 561.54.
    expect(s.position.cost).toBe(10_000_010 - 2_561_540);
    expect(s.cash.available % 10).toBe(0);
    expect(identityHolds(s.cash, [s.position])).toBe(true);
    // A dividend of 0.0333 a share on 1 001 shares is 33.3333 yuan: 33.33 is paid.
    const d = applyCorporateAction(
      cashOf(0),
      { ...pos, qty: 1001 },
      { market: 'SSE', code: '019547', exDate: 'd', cashPerShare: 0.0333, sharesPerShare: 0 },
      1,
    );
    expect(d.cash.available).toBe(33_330);
  });
  it('books a dividend (111) and bonus shares (112) at the ex-date', () => {
    const pos = { ...emptyPosition('SSE', '600519'), qty: 1000, sellable: 1000, cost: 10_000_000 };
    const r = applyCorporateAction(
      { ...cashOf(0), initial: 10_000_000 },
      pos,
      {
        market: 'SSE',
        code: '600519',
        exDate: '2026-11-23',
        cashPerShare: 0.25,
        sharesPerShare: 0.3,
      },
      1,
    );
    expect(r.cash.available).toBe(250_000);
    expect(r.position).toMatchObject({ qty: 1300, sellable: 1300, cost: 10_000_000 });
    expect(r.reports.map((x) => x.execType)).toEqual([111, 112]);
    expect(identityHolds(r.cash, [r.position])).toBe(true);
  });
  it('withdraws no more than the available cash', () => {
    expect(applyTransfer(cashOf(100), 2, 100_010)).toMatchObject({ ok: false, code: 60004 });
    // Money moves in whole fen only.
    expect(applyTransfer(cashOf(100), 1, 1_005)).toMatchObject({ ok: false, code: 60011 });
    const r = applyTransfer(cashOf(100), 1, 50_000);
    expect(r.ok && identityHolds(r.value, [])).toBe(true);
  });
});
