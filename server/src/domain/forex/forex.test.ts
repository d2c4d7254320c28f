import fc from 'fast-check';
import { ERROR_CODES } from '@portal/shared-kit/domain';
import {
  DEFAULT_FEES,
  emptyPosition,
  identityHolds,
  ORDER_STATUS,
  SIDE,
  type ClassSettings,
  type Order,
  type Position,
  type Side,
  type TradableSecurity,
} from '../exchange';
import { cashOf, quoteOf } from '../exchange/test-fixtures';
import { forex, forexSession } from './forex-class';
import { bookOpeningFunds } from './opening';
import { forexDecimals, forexRules, pairDecimals, pipOf } from './rules';

const pair = (code: string, tick = 0.00001): TradableSecurity => ({
  code,
  market: 'FX',
  name: code,
  type: 13,
  board: 'forex',
  lot: 1000,
  minBuy: 1000,
  tick,
  limit: { kind: 'none' },
  tPlusN: 0,
  isSt: false,
});
const USDCNH = pair('USDCNH');
const EURUSD = pair('EURUSD');
const USDJPY = pair('USDJPY', 0.001);

const SETTINGS: ClassSettings = { fees: DEFAULT_FEES, volumeCap: 1, raw: {} };

/** A forex book: bid `mid − half`, ask `mid + half`, five levels each. */
const fxQuote = (mid: number, half = 0.0005, tick = 0.00001) => {
  const lvl = (p: number) => ({ price: Number(p.toFixed(5)), volume: 1e8 });
  return quoteOf(mid, {
    tick,
    limitUp: null,
    limitDown: null,
    bids: [0, 1, 2, 3, 4].map((k) => lvl(mid - half - k * tick * 5)),
    asks: [0, 1, 2, 3, 4].map((k) => lvl(mid + half + k * tick * 5)),
    intervalVolume: 1e9,
  });
};

interface Book {
  cash: ReturnType<typeof cashOf>;
  position: Position;
}

/** Validates, freezes and fills a whole limit order at `fillPrice`, like the engine. */
function trade(
  sec: TradableSecurity,
  book: Book,
  side: Side,
  qty: number,
  price: number,
  fillPrice = price,
  settings = SETTINGS,
) {
  const v = forex.validate(
    { side, kind: 'limit', qty, price, effect: null },
    {
      security: sec,
      permitted: true,
      quote: fxQuote(fillPrice),
      session: forexSession('continuous'),
      cash: book.cash,
      position: book.position,
      positions: [book.position],
      settings,
    },
  );
  if (!v.ok) return v;
  const order: Order = {
    orderId: 1,
    accountId: 1,
    clOrdId: null,
    market: 'FX',
    code: sec.code,
    securityType: 13,
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
    tradingDate: '2026-11-23',
    matchKey: '',
  };
  const placed = forex.freeze({ cash: book.cash, position: book.position, order });
  const filled = forex.fill(placed, sec, settings, qty, fillPrice);
  return { ok: true as const, cash: filled.cash, position: filled.position, report: filled.report };
}

const fresh = (yuan = 1_000_000, code = 'USDCNH'): Book => ({
  cash: cashOf(yuan),
  position: emptyPosition('FX', code),
});

describe('forex spot rules', () => {
  it('buying USDCNH pays price × units in CNY plus the commission, and holds the USD', () => {
    const r = trade(USDCNH, fresh(), SIDE.BUY, 10_000, 7.2);
    if (!r.ok) throw new Error('rejected');
    // 72 000 CNY + 0.01% commission 7.20
    expect(r.report.amount).toBe(72_000_000);
    expect(r.report.fees).toBe(7_200);
    expect(r.cash.available).toBe(1_000_000_000 - 72_000_000 - 7_200);
    expect(r.position.qty).toBe(10_000);
    expect(r.position.cost).toBe(72_000_000);
  });

  it('a cross pair settles its quote currency in CNY at the quote currency rate', () => {
    const r = trade(EURUSD, fresh(1_000_000, 'EURUSD'), SIDE.BUY, 1000, 1.085);
    if (!r.ok) throw new Error('rejected');
    // 1085 USD × 7.2 = 7812 CNY
    expect(r.report.amount).toBe(7_812_000);
  });

  it('a contest may set its own CNY rates (settings.raw.forex.cnyRates)', () => {
    const settings = { ...SETTINGS, raw: { forex: { cnyRates: { USD: 7.1, CNY: 5 } } } };
    expect(forexRules(settings).cnyRates.USD).toBe(7.1);
    expect(forexRules(settings).cnyRates.CNY).toBe(1);
    const bad = { ...SETTINGS, raw: { forex: { cnyRates: { USD: -1 }, commissionRate: 5 } } };
    expect(forexRules(bad).cnyRates.USD).toBe(7.2);
    expect(forexRules(bad).commissionRate).toBe(0.0001);
  });

  it('quantities are whole lots of 1000 units (60002)', () => {
    const r = trade(USDCNH, fresh(), SIDE.BUY, 1500, 7.2);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe(ERROR_CODES.QUANTITY_ILLEGAL);
  });

  it('a price off the 0.00001 tick is refused (60003); JPY pairs tick 0.001', () => {
    const r = trade(USDCNH, fresh(), SIDE.BUY, 1000, 7.200001);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe(ERROR_CODES.PRICE_ILLEGAL);
    expect(trade(USDJPY, fresh(1_000_000, 'USDJPY'), SIDE.BUY, 1000, 150.201).ok).toBe(true);
  });

  it('a buy beyond the CNY available is refused (60004)', () => {
    const r = trade(USDCNH, fresh(1000), SIDE.BUY, 1000, 7.2);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe(ERROR_CODES.INSUFFICIENT_FUNDS);
  });

  it('spot is long only: selling currency not held is refused (60005)', () => {
    const r = trade(USDCNH, fresh(), SIDE.SELL, 1000, 7.2);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe(ERROR_CODES.INSUFFICIENT_POSITION);
  });

  it('T+0: bought currency may be sold the same day, realising the CNY difference', () => {
    const bought = trade(USDCNH, fresh(), SIDE.BUY, 10_000, 7.2);
    if (!bought.ok) throw new Error('rejected');
    const sold = trade(USDCNH, bought, SIDE.SELL, 10_000, 7.25);
    if (!sold.ok) throw new Error('rejected');
    expect(sold.position.qty).toBe(0);
    expect(sold.cash.realised).toBe(500_000);
    expect(identityHolds(sold.cash, [sold.position])).toBe(true);
  });

  it('the session is open whenever the market clock has quotes, shut when closed (60007)', () => {
    expect(forexSession('lunch').order).toBe(true);
    expect(forexSession('closing-auction').match).toBe(true);
    expect(forexSession('closed').order).toBe(false);
  });

  it('a holding is valued in CNY at the current price × the quote currency rate', () => {
    const p = { ...emptyPosition('FX', 'USDCNH'), qty: 1000, sellable: 1000, cost: 7_200_000 };
    expect(forex.holdingValue(p, USDCNH, 7.3)).toBe(7_300_000);
    expect(forex.holdingValue({ ...p, code: 'EURUSD' }, EURUSD, 1.1)).toBe(7_920_000);
  });

  it('max buy is the whole lots the CNY available pays for, commission included', () => {
    const env = {
      security: USDCNH,
      permitted: true,
      quote: fxQuote(7.2),
      session: forexSession('continuous'),
      cash: cashOf(72_007.2),
      position: undefined,
      positions: [],
      settings: SETTINGS,
    };
    expect(forex.maxQty(SIDE.BUY, null, 7.2, env)).toBe(10_000);
    expect(forex.maxQty(SIDE.BUY, null, 7.2, { ...env, cash: cashOf(72_007.19) })).toBe(9_000);
  });

  it('precision (spec §5): 3 decimals if the step is 1000, 2 if 100, otherwise 5; pip 0.0001 (JPY 0.01)', () => {
    expect(forexDecimals(1000)).toBe(3);
    expect(forexDecimals(100)).toBe(2);
    expect(forexDecimals(100_000)).toBe(5);
    expect(pairDecimals(USDJPY)).toBe(3);
    expect(pairDecimals(EURUSD)).toBe(5);
    expect(pipOf('USDJPY')).toBe(0.01);
    expect(pipOf('EURUSD')).toBe(0.0001);
  });

  it('opening USD funds are held as USDCNH and paid in as capital at the current NAV', () => {
    const cash = cashOf(1_000_000);
    const o = bookOpeningFunds(
      cash,
      emptyPosition('FX', 'USDCNH'),
      1_000_000_000,
      1_000_000_000,
      100_000,
      7.2,
    );
    expect(o.position.qty).toBe(100_000);
    expect(o.cash.transfers).toBe(720_000_000);
    expect(o.units).toBeCloseTo(1_720_000_000);
    expect(identityHolds(o.cash, [o.position])).toBe(true);
  });

  it('the ledger identity holds after any sequence of buys and sells', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            buy: fc.boolean(),
            lots: fc.integer({ min: 1, max: 30 }),
            pips: fc.integer({ min: -500, max: 500 }),
          }),
          { maxLength: 25 },
        ),
        (steps) => {
          let book = fresh(200_000, 'EURUSD');
          for (const s of steps) {
            const price = Number((1.085 + s.pips * 0.0001).toFixed(5));
            const qty = s.lots * 1000;
            const r = trade(EURUSD, book, s.buy ? SIDE.BUY : SIDE.SELL, qty, price);
            if (r.ok) book = { cash: r.cash, position: r.position };
            expect(book.cash.available).toBeGreaterThanOrEqual(0);
            expect(book.cash.available % 10).toBe(0);
            expect(identityHolds(book.cash, [book.position])).toBe(true);
          }
        },
      ),
    );
  });
});
