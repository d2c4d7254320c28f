import fc from 'fast-check';
import {
  DEFAULT_FEES,
  emptyPosition,
  identityHolds,
  ORDER_STATUS,
  sessionRule,
  SIDE,
  type Order,
  type Position,
  type Side,
} from '../exchange';
import { cashOf, quoteOf } from '../exchange/test-fixtures';
import { HK_SETTINGS, TENCENT } from './hk-fixtures';
import { hkTick } from '../market/rules';
import { hk } from './hk-class';
import { hkFeeItems, hkRules, toCny } from './rules';

const SETTINGS = HK_SETTINGS;

interface Book {
  cash: ReturnType<typeof cashOf>;
  position: Position;
}

function trade(book: Book, side: Side, qty: number, price: number) {
  const v = hk.validate(
    { side, kind: 'limit', qty, price, effect: null },
    {
      security: TENCENT,
      permitted: true,
      quote: quoteOf(price, { tick: hkTick(price) }),
      session: sessionRule('continuous'),
      cash: book.cash,
      position: book.position,
      positions: [book.position],
      settings: SETTINGS,
    },
  );
  if (!v.ok) return v;
  const order: Order = {
    orderId: 1,
    accountId: 1,
    clOrdId: null,
    market: 'HKEX',
    code: '00700',
    securityType: 30,
    side,
    kind: 'limit',
    price: v.value.price,
    qty,
    filledQty: 0,
    filledAmount: 0,
    fees: 0,
    frozenCash: v.value.frozenCash,
    frozenQty: v.value.frozenQty,
    status: ORDER_STATUS.REPORTED,
    rejectCode: null,
    tradingDate: '2026-11-20',
    matchKey: '',
  };
  let books = hk.freeze({ ...book, order });
  let report = null;
  // Two fills when the order has more than one lot: fees still per fill, whole fen.
  for (const part of qty > 100 ? [100, qty - 100] : [qty]) {
    const f = hk.fill(books, TENCENT, SETTINGS, part, price);
    books = f;
    report = f.report;
  }
  return { ok: true as const, value: { cash: books.cash, position: books.position, report } };
}

const fresh = (yuan: number): Book => ({
  cash: cashOf(yuan),
  position: emptyPosition('HKEX', '00700'),
});

describe('HK connect class', () => {
  it('takes HK shares only, before the cash-equity fallback', () => {
    expect(hk.covers(TENCENT, null)).toBe(true);
    expect(hk.covers({ ...TENCENT, board: 'main' }, null)).toBe(false);
  });

  it('spread table: tick by price band', () => {
    expect(hkTick(0.2)).toBe(0.001);
    expect(hkTick(5)).toBe(0.01);
    expect(hkTick(420)).toBe(0.2);
    expect(hkTick(1500)).toBe(1);
  });

  it('buys whole board lots only, on the spread tick; odd lots sell-only', () => {
    expect(trade(fresh(1e6), SIDE.BUY, 50, 420).ok).toBe(false);
    expect(trade(fresh(1e6), SIDE.BUY, 100, 420.1).ok).toBe(false);
    const bought = trade(fresh(1e6), SIDE.BUY, 100, 420.2);
    expect(bought.ok).toBe(true);
    const odd = {
      ...fresh(1e6),
      position: { ...emptyPosition('HKEX', '00700'), qty: 150, sellable: 150, cost: 1000 },
    };
    expect(trade(odd, SIDE.SELL, 50, 420).ok).toBe(true);
    expect(trade(odd, SIDE.BUY, 50, 420).ok).toBe(false);
  });

  it('settles a buy in CNY at the ask reference plus fees, each item in whole fen', () => {
    const r = trade(fresh(1e6), SIDE.BUY, 100, 420);
    if (!r.ok) throw new Error('refused');
    const amount = toCny(42_000_000, 0.93); // 42 000 HKD → 39 060 CNY
    expect(amount).toBe(39_060_000);
    const fees = hkFeeItems(hkRules(SETTINGS), DEFAULT_FEES, 42_000_000, 0.93);
    // commission 9.77 CNY; in HKD: stamp 42, trading fee 2.37, SFC 1.13, AFRC 0.06, CCASS 1.76,
    // converted at 0.93: 39.06, 2.20, 1.05, 0.06, 1.64 CNY
    expect(fees).toMatchObject({ commission: 9770, stamp: 39060, tradingFee: 2200 });
    expect(fees.sfcLevy).toBe(1050);
    expect(fees.afrcLevy).toBe(60);
    expect(fees.settlement).toBe(1640);
    expect(r.value.cash.available).toBe(1e9 - amount - fees.total);
    expect(r.value.position).toMatchObject({ qty: 100, sellable: 100, cost: amount });
  });

  it('T+0: sells the same day at the bid reference and realises in CNY', () => {
    const b = trade(fresh(1e6), SIDE.BUY, 300, 420);
    if (!b.ok) throw new Error('refused');
    const s = trade(b.value, SIDE.SELL, 300, 420);
    if (!s.ok) throw new Error('refused');
    expect(s.value.position.qty).toBe(0);
    expect(s.value.cash.realised).toBe(toCny(126_000_000, 0.91) - toCny(126_000_000, 0.93));
    expect(identityHolds(s.value.cash, [s.value.position])).toBe(true);
  });

  it('refuses a buy beyond the CNY cash (60004) and sizes max quantity in board lots', () => {
    expect(trade(fresh(30_000), SIDE.BUY, 100, 420).ok).toBe(false);
    const env = {
      security: TENCENT,
      permitted: true,
      quote: quoteOf(420, { tick: 0.2 }),
      session: sessionRule('continuous'),
      cash: cashOf(100_000),
      position: undefined,
      positions: [],
      settings: SETTINGS,
    };
    const max = hk.maxQty(SIDE.BUY, null, 420, env);
    expect(max % 100).toBe(0);
    expect(trade(fresh(100_000), SIDE.BUY, max, 420).ok).toBe(true);
    expect(trade(fresh(100_000), SIDE.BUY, max + 100, 420).ok).toBe(false);
  });

  it('reads the contest reference rate, falling back on the rule table for bad values', () => {
    expect(hkRules({ raw: { initHKExchangeRate: 0.9 } }).referenceRate).toEqual({
      buy: 0.9,
      sell: 0.9,
    });
    expect(
      hkRules({ raw: { hk: { referenceRate: { buy: -1, sell: NaN } } } }).referenceRate.buy,
    ).toBeGreaterThan(0);
  });

  it('keeps the ledger identity and whole fen over any buy/sell sequence', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sell: fc.boolean(),
            lots: fc.integer({ min: 1, max: 4 }),
            ticks: fc.integer({ min: -50, max: 50 }),
          }),
          { maxLength: 12 },
        ),
        (steps) => {
          let book = fresh(500_000);
          for (const s of steps) {
            const price = Math.round((420 + s.ticks * 0.2) * 10) / 10;
            const r = trade(book, s.sell ? SIDE.SELL : SIDE.BUY, s.lots * 100, price);
            if (r.ok) book = { cash: r.value.cash, position: r.value.position };
            if (!identityHolds(book.cash, [book.position])) return false;
            if (book.cash.available % 10 !== 0 || book.cash.available < 0) return false;
          }
          return true;
        },
      ),
    );
  });
});
