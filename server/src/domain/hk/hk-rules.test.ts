import {
  emptyPosition,
  identityHolds,
  sessionRule,
  SIDE,
  type CashState,
  type Order,
  type OrderKind,
  type Position,
  type Side,
} from '../exchange';
import { cashOf, orderOf, quoteOf } from '../exchange/test-fixtures';
import { HK_SETTINGS, TENCENT } from './hk-fixtures';
import { STEPS_PER_DAY } from '../market/calendar';
import type { Quote } from '../market/types';
import {
  clockOf,
  hk,
  hkMinuteAtStep,
  hkQuoteInfo,
  hkSessionAt,
  hkSessionRule,
  hkStepAtMinute,
  hkTradesOn,
  isHkTradingDay,
  toCny,
  unsettledOf,
  vcmAt,
  vcmBand,
} from '.';
import { TradingCalendar } from '../market/calendar';

const SETTINGS = HK_SETTINGS;

const minute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A quote of 00700 at an HK minute of a path whose price is `priceAt(minute)`. */
function hkQuote(at: string, last = 420, priceAt: (m: number) => number = () => last): Quote {
  const step = hkStepAtMinute(minute(at));
  const info = hkQuoteInfo(
    step,
    (s) => priceAt(hkMinuteAtStep(s)),
    TENCENT.limit,
    '2026-11-20', // a Friday, open on both calendars
  );
  return { ...quoteOf(last, { tick: 0.2, limitUp: null, limitDown: null }), hk: info };
}

interface Book {
  cash: CashState;
  position: Position;
}

const order = (side: Side, qty: number, price: number, kind: OrderKind = 'limit'): Order =>
  orderOf({ market: 'HKEX', code: '00700', securityType: 30, side, kind, price, qty });

function place(book: Book, quote: Quote, side: Side, qty: number, price: number | null) {
  const kind: OrderKind = price === null ? 'market' : 'limit';
  return hk.validate(
    { side, kind, qty, price, effect: null },
    {
      security: TENCENT,
      permitted: true,
      quote,
      session: sessionRule('continuous'),
      cash: book.cash,
      position: book.position,
      positions: [book.position],
      settings: SETTINGS,
    },
  );
}

/** Places and fully fills an order at `price`. */
function trade(book: Book, side: Side, qty: number, price: number): Book {
  const v = place(book, hkQuote('10:30', price), side, qty, price);
  if (!v.ok) throw new Error(`refused ${v.code}`);
  const o = { ...order(side, qty, v.value.price), ...v.value };
  const frozen = hk.freeze({ ...book, order: o });
  const f = hk.fill(frozen, TENCENT, SETTINGS, qty, price);
  return { cash: f.cash, position: f.position };
}

const fresh = (yuan: number, currency?: number): Book => ({
  cash: { ...cashOf(yuan), ...(currency ? { currency } : {}) },
  position: emptyPosition('HKEX', '00700'),
});

const dayEnd = (b: Book): Book => {
  const r = hk.endOfDay({
    cash: b.cash,
    position: b.position,
    security: TENCENT,
    closePrice: 420,
    previous: '2026-11-20',
    next: '2026-11-23',
    accountId: 1,
    settings: SETTINGS,
  });
  return { cash: r.cash, position: r.position };
};

describe('HK rule: sessions 09:30–12:00, 13:00–16:00 and the closing auction 16:00–16:10', () => {
  it('maps the day path onto the HK day: open, lunch skipped, auction at the end', () => {
    expect(clockOf(hkMinuteAtStep(0))).toBe('09:30:00');
    expect(clockOf(hkMinuteAtStep(hkStepAtMinute(minute('12:00'))))).toMatch(/^13:00:0\d$/);
    expect(clockOf(hkMinuteAtStep(STEPS_PER_DAY))).toBe('16:10:00');
    expect(hkSessionAt(minute('11:59'))).toBe('morning');
    expect(hkSessionAt(minute('12:30'))).toBe('lunch');
    expect(hkSessionAt(minute('15:59'))).toBe('afternoon');
    expect(hkSessionAt(minute('16:05'))).toBe('closing-auction');
    expect(hkSessionAt(minute('16:10'))).toBe('closed');
  });

  it('closing auction: no orders while the reference price is fixed, no cancels from 16:06, matching from 16:08', () => {
    expect(hkSessionRule(minute('16:00')).order).toBe(false);
    expect(hkSessionRule(minute('16:03'))).toMatchObject({
      order: true,
      cancel: true,
      match: false,
    });
    expect(hkSessionRule(minute('16:07'))).toMatchObject({
      order: true,
      cancel: false,
      match: false,
    });
    expect(hkSessionRule(minute('16:09'))).toMatchObject({ order: true, match: true });
  });

  it('closing auction: the class session on the path refuses cancels from 16:06 and matches from 16:08', () => {
    const at = (hhmm: string) =>
      hk.session(TENCENT, 'continuous', undefined, hkStepAtMinute(minute(hhmm)));
    expect(at('10:00')).toEqual({ order: true, marketOrder: true, cancel: true, match: true });
    expect(at('16:03')).toMatchObject({ order: true, cancel: true, match: false });
    expect(at('16:07')).toMatchObject({ order: true, cancel: false, match: false });
    expect(at('16:09')).toMatchObject({ order: true, cancel: false, match: true });
    expect(hk.session(TENCENT, 'closed', undefined, 100).order).toBe(false);
  });

  it('closing auction: at-auction limit orders inside ±5% of the reference price; at-auction orders at the band edge', () => {
    const q = hkQuote('16:03', 400);
    expect(q.hk?.casReference).toBe(400);
    expect(place(fresh(1e6), q, SIDE.BUY, 100, 419.8).ok).toBe(true);
    expect(place(fresh(1e6), q, SIDE.BUY, 100, 420.2)).toMatchObject({ ok: false, code: 60003 });
    expect(place(fresh(1e6), q, SIDE.BUY, 100, 379.8)).toMatchObject({ ok: false, code: 60003 });
    const atAuction = place(fresh(1e6), q, SIDE.BUY, 100, null);
    expect(atAuction).toMatchObject({ ok: true, value: { price: 420 } });
    expect(place(fresh(1e6), hkQuote('16:00', 400), SIDE.BUY, 100, 400)).toMatchObject({
      ok: false,
      code: 60007,
    });
  });

  it('trading days: HK holidays close the HK sections; the connects need both calendars', () => {
    expect(isHkTradingDay('2026-12-25')).toBe(false);
    expect(isHkTradingDay('2026-11-20')).toBe(true);
    const mainland = new TradingCalendar();
    expect(hkTradesOn('2026-10-01', mainland)).toBe(false);
    expect(hkTradesOn('2026-12-25', mainland)).toBe(false);
    expect(hkTradesOn('2026-11-20', mainland)).toBe(true);
    const info = hkQuoteInfo(100, () => 420, TENCENT.limit, '2026-12-25');
    expect(info).toMatchObject({ tradingDay: false, sessionName: '港股休市' });
    expect(info.rule.order).toBe(false);
  });
});

describe('HK rule: VCM trigger ±10% against the price 5 minutes earlier, 5-minute cooling-off', () => {
  // Flat at 400 until 10:30, 441 from 10:30 on (+10.25% in one minute).
  const jump = (m: number) => (m >= minute('10:30') ? 441 : 400);

  it('monitors with the band around the price 5 minutes earlier', () => {
    const s = vcmAt(jump, minute('10:20'), 0.1);
    expect(s).toMatchObject({ status: 'monitoring', reference: 400 });
    expect(s.band).toEqual({ low: 360, high: 440 });
  });

  it('triggers on a move beyond 10% and cools off for 5 minutes inside the band', () => {
    const s = vcmAt(jump, minute('10:32'), 0.1);
    expect(s).toMatchObject({ status: 'cooling', reference: 400, triggeredAt: minute('10:30') });
    expect(s.coolingUntil).toBe(minute('10:35'));
    expect(vcmAt(jump, minute('10:36'), 0.1).status).toBe('off'); // once per session
    expect(vcmAt(jump, minute('13:30'), 0.1).status).toBe('monitoring'); // the afternoon's own
  });

  it('does not trigger on 10% exactly, nor in the first 15 minutes of a session', () => {
    expect(vcmAt((m) => (m >= minute('10:30') ? 440 : 400), minute('10:32'), 0.1).status).toBe(
      'monitoring',
    );
    const early = (m: number) => (m >= minute('09:40') ? 480 : 400);
    expect(vcmAt(early, minute('09:42'), 0.1).status).toBe('off');
    expect(vcmAt(early, minute('09:50'), 0.1).status).toBe('monitoring');
  });

  it('refuses orders outside the band while cooling (60003), takes them inside', () => {
    const q = hkQuote('10:32', 441, jump);
    expect(q.hk?.vcm?.status).toBe('cooling');
    expect(place(fresh(1e6), q, SIDE.BUY, 100, 440)).toMatchObject({ ok: true });
    expect(place(fresh(1e6), q, SIDE.BUY, 100, 441)).toMatchObject({ ok: false, code: 60003 });
    expect(place(fresh(1e6), q, SIDE.BUY, 100, null)).toMatchObject({ ok: false, code: 60003 });
    expect(vcmBand(0.42, 0.1)).toEqual({ low: 0.38, high: 0.46 });
  });
});

describe('HK rule: T+0 trading, T+2 cash settlement (待交收)', () => {
  it('keeps sale proceeds frozen until the second day end, then frees them', () => {
    let b = trade(fresh(1e6), SIDE.BUY, 100, 420);
    const feesOfBuy = b.cash.fees;
    const cashAfterBuy = b.cash.available;
    b = trade(b, SIDE.SELL, 100, 420); // T+0: sold the same day
    // The net of the sale's fees is held (待交收); the fees do not come out of available cash.
    const proceeds = toCny(42_000_000, 0.91) - b.cash.fees + feesOfBuy;
    expect(unsettledOf(b.position)).toBe(proceeds);
    const cashT = b.cash.available;
    expect(cashT).toBe(cashAfterBuy);
    expect(b.cash.frozen).toBe(proceeds);
    expect(identityHolds(b.cash, [b.position])).toBe(true);
    b = dayEnd(b); // end of T: still unsettled
    expect(b.cash.available).toBe(cashT);
    expect(unsettledOf(b.position)).toBe(proceeds);
    b = dayEnd(b); // end of T+1: settles, available on T+2
    expect(b.cash.available).toBe(cashT + proceeds);
    expect(b.cash.frozen).toBe(0);
    expect(unsettledOf(b.position)).toBe(0);
    expect(identityHolds(b.cash, [b.position])).toBe(true);
  });

  it('does not let unsettled proceeds buy (60004)', () => {
    let b = trade(fresh(45_000), SIDE.BUY, 100, 420);
    b = trade(b, SIDE.SELL, 100, 420);
    expect(place(b, hkQuote('10:30', 420), SIDE.BUY, 100, 420)).toMatchObject({
      ok: false,
      code: 60004,
    });
  });
});

describe('HK rule: HKD accounts book in HKD, connect accounts in CNY at the reference rate', () => {
  it('an HKD account pays the HKD amount and fees, no conversion', () => {
    const b = trade(fresh(1e6, 2), SIDE.BUY, 100, 420);
    expect(b.position.cost).toBe(42_000_000);
    expect(b.position.classData?.hkd).toBe(1);
    expect(hk.holdingValue(b.position, TENCENT, 430)).toBe(43_000_000);
  });

  it('a connect account pays amount × ask reference, its holding is worth amount × bid reference', () => {
    const b = trade(fresh(1e6), SIDE.BUY, 100, 420);
    expect(b.position.cost).toBe(toCny(42_000_000, 0.93));
    expect(hk.holdingValue(b.position, TENCENT, 430)).toBe(toCny(43_000_000, 0.91));
  });
});
