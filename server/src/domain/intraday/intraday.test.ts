import { ERROR_CODES } from '@portal/shared-kit/domain';
import fc from 'fast-check';
import { assetClassFor } from '../asset-classes';
import {
  DEFAULT_FEES,
  EXEC_TYPE,
  emptyPosition,
  identityHolds,
  ORDER_STATUS,
  sessionRule,
  SIDE,
  toLi,
  type CashState,
  type ClassEnv,
  type Order,
  type Position,
  type Report,
  type Side,
} from '../exchange';
import { cashOf, quoteOf, SEC } from '../exchange/test-fixtures';
import { closeAtCutoff } from './cutoff';
import { intraday } from './intraday-class';
import { roundTrips, dayPnl } from './round-trips';
import { contestEffect, DAY_TRADE, intradaySettings, pastCutoff, secondsToCutoff } from './rules';

const SETTINGS = { fees: DEFAULT_FEES, volumeCap: 1, raw: {} };
const sec = SEC.main;

interface Book {
  cash: CashState;
  position: Position;
  reports: Report[];
}

const env = (b: Book, price: number, clock = '10:00:00'): ClassEnv => ({
  security: sec,
  permitted: true,
  quote: quoteOf(price, { code: sec.code, market: sec.market, prevClose: price }),
  session: sessionRule('continuous'),
  cash: b.cash,
  position: b.position,
  positions: [b.position],
  settings: SETTINGS,
  clock,
});

/** Places a day trade and fills it whole at `price`. */
function trade(b: Book, side: Side, qty: number, price: number, clock = '10:00:00') {
  const v = intraday.validate(
    { side, kind: 'limit', qty, price, effect: DAY_TRADE },
    env(b, price, clock),
  );
  if (!v.ok) return v;
  const order: Order = {
    orderId: 1,
    accountId: 1,
    clOrdId: null,
    market: sec.market,
    code: sec.code,
    securityType: sec.type,
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
    effect: DAY_TRADE,
  };
  const frozen = intraday.freeze({ cash: b.cash, position: b.position, order });
  const f = intraday.fill(frozen, sec, SETTINGS, qty, price);
  return {
    ok: true as const,
    value: { cash: f.cash, position: f.position, reports: [...b.reports, f.report] },
  };
}

const fresh = (yuan = 100_000): Book => ({
  cash: cashOf(yuan),
  position: emptyPosition(sec.market, sec.code),
  reports: [],
});

const ok = <T>(r: { ok: true; value: T } | { ok: false; code: number }): T => {
  if (!r.ok) throw new Error(`rejected ${r.code}`);
  return r.value;
};

describe('intraday round trip rules (日内回转)', () => {
  it('books the plain orders of a type-4 contest as day trades', () => {
    expect(contestEffect(4, null)).toBe(DAY_TRADE);
    expect(contestEffect(1, null)).toBeNull();
    expect(contestEffect(4, 'financeBuy')).toBe('financeBuy');
    expect(assetClassFor(sec, DAY_TRADE)).toBe(intraday);
    expect(assetClassFor(SEC.main, null)?.id).toBe('cash-equity');
  });

  it('sells shares bought the same day (T+0 inside the contest)', () => {
    const bought = ok(trade(fresh(), SIDE.BUY, 200, 10));
    expect(bought.position.sellable).toBe(200);
    const sold = ok(trade(bought, SIDE.SELL, 200, 10.5));
    expect(sold.position.qty).toBe(0);
    expect(sold.reports[1]!.realised).toBe(toLi(100));
    expect(identityHolds(sold.cash, [sold.position])).toBe(true);
  });

  it('keeps T+1 for the same stock outside an intraday contest', () => {
    const cash = assetClassFor(sec, null)!;
    const b = fresh();
    const order = {
      ...b,
      order: {
        orderId: 1,
        accountId: 1,
        clOrdId: null,
        market: sec.market,
        code: sec.code,
        securityType: sec.type,
        side: SIDE.BUY,
        kind: 'limit' as const,
        price: 10,
        qty: 100,
        filledQty: 0,
        filledAmount: 0,
        fees: 0,
        frozenCash: toLi(1010),
        frozenQty: 0,
        status: ORDER_STATUS.REPORTED,
        rejectCode: null,
        tradingDate: '2026-11-23',
        matchKey: '',
      },
    };
    expect(cash.fill(order, sec, SETTINGS, 100, 10).position.sellable).toBe(0);
  });

  it('refuses a buy from the cut-off on (60007), a sell still goes', () => {
    const bought = ok(trade(fresh(), SIDE.BUY, 100, 10));
    const late = trade(bought, SIDE.BUY, 100, 10, '14:57:00');
    expect(late).toMatchObject({ ok: false, code: ERROR_CODES.NOT_TRADING_TIME });
    expect(intraday.maxQty(SIDE.BUY, DAY_TRADE, 10, env(bought, 10, '14:58:00'))).toBe(0);
    expect(trade(bought, SIDE.SELL, 100, 10, '14:58:00').ok).toBe(true);
  });

  it('reads the contest cut-off, 14:57 by default', () => {
    expect(intradaySettings({ raw: {} }).cutoff).toBe('14:57:00');
    expect(intradaySettings({ raw: { intraday: { cutoff: '14:50' } } }).cutoff).toBe('14:50:00');
    expect(intradaySettings({ raw: { intraday: { cutoff: '25:00' } } }).cutoff).toBe('14:57:00');
    expect(intradaySettings({ raw: { intraday: { cutoff: '08:00' } } }).cutoff).toBe('14:57:00');
    expect(pastCutoff('14:56:59', '14:57:00')).toBe(false);
    expect(pastCutoff('14:57:00', '14:57:00')).toBe(true);
    expect(pastCutoff(undefined, '14:57:00')).toBe(false);
  });

  it('counts down the trading time to the cut-off across the lunch break', () => {
    expect(secondsToCutoff('14:56:00', '14:57:00')).toBe(60);
    expect(secondsToCutoff('11:29:00', '13:01:00')).toBe(120);
    expect(secondsToCutoff('12:00:00', '13:01:00')).toBe(60);
    expect(secondsToCutoff('15:00:00', '14:57:00')).toBe(0);
  });

  it('closes an open intraday position at the cut-off', () => {
    const bought = ok(trade(fresh(), SIDE.BUY, 300, 10));
    const working: Order = {
      orderId: 9,
      accountId: 1,
      clOrdId: null,
      market: sec.market,
      code: sec.code,
      securityType: sec.type,
      side: SIDE.BUY,
      kind: 'limit',
      price: 9,
      qty: 100,
      filledQty: 0,
      filledAmount: 0,
      fees: 0,
      frozenCash: toLi(905),
      frozenQty: 0,
      status: ORDER_STATUS.REPORTED,
      rejectCode: null,
      tradingDate: '2026-11-23',
      matchKey: '',
      effect: DAY_TRADE,
    };
    const held = {
      ...bought.cash,
      available: bought.cash.available - toLi(905),
      frozen: toLi(905),
    };
    const r = closeAtCutoff({
      cash: held,
      positions: [bought.position],
      working: [working],
      security: () => sec,
      price: () => 9.8,
      fees: DEFAULT_FEES,
      accountId: 1,
      tradingDate: '2026-11-23',
    });
    expect(r.orders[0]!.status).toBe(ORDER_STATUS.CANCELLED);
    const forced = r.reports.find((x) => x.execType === EXEC_TYPE.FORCED_CLOSE)!;
    expect(forced).toMatchObject({ side: SIDE.SELL, qty: 300, price: 9.8, realised: -toLi(60) });
    expect(r.positions[0]!.qty).toBe(0);
    expect(r.cash.frozen).toBe(0);
    expect(identityHolds(r.cash, r.positions)).toBe(true);
  });

  it('closes what is still open at the day end of an intraday contest, nothing elsewhere', () => {
    const bought = ok(trade(fresh(), SIDE.BUY, 100, 10));
    const end = (matchType: number) =>
      intraday.endOfAccount!({
        cash: bought.cash,
        holdings: [{ position: bought.position, security: sec, price: 10.2 }],
        previous: '2026-11-23',
        next: '2026-11-24',
        accountId: 1,
        settings: { ...SETTINGS, matchType },
      });
    const r = end(4);
    expect(r.reports[0]).toMatchObject({ execType: EXEC_TYPE.FORCED_CLOSE, qty: 100, price: 10.2 });
    expect(r.positions[0]!.qty).toBe(0);
    expect(identityHolds(r.cash, r.positions)).toBe(true);
    expect(end(1).reports).toEqual([]);
  });

  it('leaves a flat account as it is at the cut-off', () => {
    const r = closeAtCutoff({
      cash: cashOf(1000),
      positions: [emptyPosition(sec.market, sec.code)],
      working: [],
      security: () => sec,
      price: () => 10,
      fees: DEFAULT_FEES,
      accountId: 1,
      tradingDate: '2026-11-23',
    });
    expect(r.reports).toEqual([]);
    expect(r.positions).toEqual([]);
  });

  it('sums the day P&L (当日盈亏) from the round trips: realised less fees', () => {
    const a = ok(trade(fresh(), SIDE.BUY, 200, 10));
    const b = ok(trade(a, SIDE.SELL, 100, 11));
    const c = closeAtCutoff({
      cash: b.cash,
      positions: [b.position],
      working: [],
      security: () => sec,
      price: () => 9,
      fees: DEFAULT_FEES,
      accountId: 1,
      tradingDate: '2026-11-23',
    });
    const trips = roundTrips([...b.reports, ...c.reports]);
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({ buyQty: 200, sellQty: 200, forcedQty: 100, openQty: 0 });
    expect(trips[0]!.realised).toBe(0);
    // Flat at the end of the day: the day P&L is the change of cash.
    expect(dayPnl(trips)).toBe(c.cash.available - cashOf(100_000).available);
  });

  it('ends the day flat and reconciled after random day trades and the cut-off', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.boolean(),
            fc.integer({ min: 1, max: 5 }),
            fc.integer({ min: 900, max: 1100 }),
          ),
          { maxLength: 20 },
        ),
        fc.integer({ min: 900, max: 1100 }),
        (steps, close) => {
          let b = fresh(50_000);
          for (const [buy, lots, cents] of steps) {
            const qty = buy ? lots * 100 : Math.min(lots * 100, b.position.sellable);
            if (qty <= 0) continue;
            const r = trade(b, buy ? SIDE.BUY : SIDE.SELL, qty, cents / 100);
            if (r.ok) b = r.value;
          }
          const c = closeAtCutoff({
            cash: b.cash,
            positions: [b.position],
            working: [],
            security: () => sec,
            price: () => close / 100,
            fees: DEFAULT_FEES,
            accountId: 1,
            tradingDate: '2026-11-23',
          });
          const after = c.positions[0] ?? b.position;
          expect(after.qty).toBe(0);
          expect(identityHolds(c.cash, [after])).toBe(true);
          expect(c.cash.available % 10).toBe(0);
          expect(dayPnl(roundTrips([...b.reports, ...c.reports]))).toBe(
            c.cash.available - cashOf(50_000).available,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
