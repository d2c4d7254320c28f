import fc from 'fast-check';
import { ERROR_CODES } from '@portal/shared-kit/domain';
import { EXEC_TYPE, identityHolds, SIDE, type Position } from '../exchange';
import { cashOf } from '../exchange/test-fixtures';
import { liveCnyRate } from './live-rates';
import { forexMargin } from './margin-class';
import { fxFloatingLi, openPriceOf, quoteLi } from './margin-book';
import { fxPair, fxTrade, MARGIN, type FxAccount } from './margin-fixtures';
import { forexMarginSettings, swapRatesOf } from './margin-rules';
import { fxMarginStatus, settleForexMargin, stopOutForex } from './margin-settle';
import { forexRules } from './rules';

const EURUSD = fxPair('EURUSD');
const fresh = (yuan = 1_000_000): FxAccount => ({ cash: cashOf(yuan), positions: new Map() });
const held = (acc: FxAccount, key: string) => acc.positions.get(key) as Position;
const ok = (r: ReturnType<typeof fxTrade>) => {
  if (!r.ok) throw new Error(`refused ${r.code}`);
  return r;
};
const TABLE = forexRules({ raw: {} });

describe('forex margin mode (虚盘)', () => {
  it('opening 10 000 EURUSD at 1:100 freezes 1% of the CNY value as margin, plus the commission', () => {
    const r = ok(fxTrade(EURUSD, fresh(), SIDE.BUY, 'open', 10_000, 1.085));
    const p = held(r.acc, 'EURUSD.L');
    // 10 850 USD × 7.2 = 78 120 CNY; margin 781.20; commission 0.01% 7.81
    expect(p.cost).toBe(781_200);
    expect(r.acc.cash.fees).toBe(7_810);
    expect(r.acc.cash.available).toBe(1_000_000_000 - 781_200 - 7_810);
    expect(r.acc.cash.frozen).toBe(0);
    expect(openPriceOf(p)).toBeCloseTo(1.085, 10);
    expect(identityHolds(r.acc.cash, r.acc.positions.values())).toBe(true);
  });

  it('closing releases the margin and realises the P&L in CNY; a short gains when the pair falls', () => {
    const long = ok(fxTrade(EURUSD, fresh(), SIDE.BUY, 'open', 10_000, 1.085));
    const closed = ok(fxTrade(EURUSD, long.acc, SIDE.SELL, 'close', 10_000, 1.09));
    expect(closed.realised).toBe(360_000); // 50 USD pips… 0.005 × 10 000 × 7.2
    expect(held(closed.acc, 'EURUSD.L').cost).toBe(0);
    const short = ok(fxTrade(EURUSD, fresh(), SIDE.SELL, 'open', 10_000, 1.085));
    expect(held(short.acc, 'EURUSD.S').qty).toBe(10_000);
    const back = ok(fxTrade(EURUSD, short.acc, SIDE.BUY, 'close', 10_000, 1.08));
    expect(back.realised).toBe(360_000);
    expect(identityHolds(back.acc.cash, back.acc.positions.values())).toBe(true);
  });

  it('an open beyond the free margin is 60022; spot-only contests refuse margin orders (60010)', () => {
    const r = fxTrade(EURUSD, fresh(700), SIDE.BUY, 'open', 10_000, 1.085);
    expect(r).toEqual({ ok: false, code: ERROR_CODES.INSUFFICIENT_MARGIN });
    const spot = { ...MARGIN, raw: {} };
    const s = fxTrade(EURUSD, fresh(), SIDE.BUY, 'open', 1000, 1.085, spot);
    expect(s).toEqual({ ok: false, code: ERROR_CODES.BUSINESS_FORBIDDEN });
    const none = fxTrade(EURUSD, fresh(), SIDE.SELL, 'close', 1000, 1.085);
    expect(none).toEqual({ ok: false, code: ERROR_CODES.INSUFFICIENT_POSITION });
  });

  it('floating losses count against the free margin of the next open', () => {
    const a = ok(fxTrade(EURUSD, fresh(10_000), SIDE.BUY, 'open', 100_000, 1.085));
    // At 1.08 the long loses 3 600 CNY; 2 109.88 available is not enough for another 1 000.
    const r = fxTrade(EURUSD, a.acc, SIDE.BUY, 'open', 1000, 1.08);
    expect(r).toEqual({ ok: false, code: ERROR_CODES.INSUFFICIENT_MARGIN });
    expect(forexMargin.maxQty(SIDE.BUY, 'open', 1.08, marginEnv(a.acc, 1.08))).toBe(0);
  });

  it('contest settings: leverage, warning and stop-out levels, out-of-range values fall back', () => {
    const s = forexMarginSettings({
      raw: { forex: { mode: 'margin', leverage: 50, stopOutLevel: 30 } },
    });
    expect(s).toEqual({ enabled: true, leverage: 50, marginCallLevel: 100, stopOutLevel: 30 });
    const bad = forexMarginSettings({ raw: { forex: { leverage: 9999, stopOutLevel: -1 } } });
    expect(bad).toEqual({ enabled: false, leverage: 100, marginCallLevel: 100, stopOutLevel: 50 });
  });

  it('the swap: long EURUSD pays (2.5 − 4.5 − 0.25)%/360 of its CNY value, the short earns 1.75%', () => {
    expect(swapRatesOf('EURUSD')).toEqual({ longRate: -2.25, shortRate: 1.75 });
    const r = ok(fxTrade(EURUSD, fresh(), SIDE.BUY, 'open', 10_000, 1.085));
    const day = (position: Position, cash = r.acc.cash) =>
      settleForexMargin({
        cash,
        position,
        security: EURUSD,
        closePrice: 1.085,
        previous: '2026-11-23',
        next: '2026-11-24',
        accountId: 1,
        settings: MARGIN,
      });
    const long = day(held(r.acc, 'EURUSD.L'));
    // 78 120 000 li × −2.25% ÷ 360 = −4 882.5 li → −4.88 CNY
    expect(long.cash.available - r.acc.cash.available).toBe(-4_880);
    expect(long.reports[0]).toMatchObject({ execType: EXEC_TYPE.MARK_TO_MARKET, amount: -4_880 });
    expect(long.position.classData?.swap).toBe(-4_880);
    const s = ok(fxTrade(EURUSD, fresh(), SIDE.SELL, 'open', 10_000, 1.085));
    const short = day(held(s.acc, 'EURUSD.S'), s.acc.cash);
    expect(short.cash.available - s.acc.cash.available).toBe(3_800);
    expect(identityHolds(short.cash, [short.position])).toBe(true);
  });

  it('margin level: a warning below 100%, the stop-out closes the worst position below 50% (122)', () => {
    const a = ok(fxTrade(EURUSD, fresh(10_000), SIDE.BUY, 'open', 100_000, 1.085));
    const p = held(a.acc, 'EURUSD.L');
    const s = forexMarginSettings(MARGIN);
    const warn = fxMarginStatus(a.acc.cash, [{ position: p, price: 1.08 }], TABLE, s);
    expect(warn.usedMargin).toBe(7_812_000);
    expect(warn.floating).toBe(-3_600_000);
    expect(warn.level).toBeCloseTo((6_321_880 / 7_812_000) * 100, 6);
    expect(warn).toMatchObject({ warning: true, stopOut: false });
    const end = (price: number) =>
      stopOutForex({
        cash: a.acc.cash,
        holdings: [{ position: p, security: EURUSD, price }],
        previous: '2026-11-23',
        next: '2026-11-24',
        accountId: 1,
        settings: MARGIN,
      });
    expect(end(1.08).reports).toEqual([]);
    const out = end(1.075);
    expect(out.reports).toHaveLength(1);
    expect(out.reports[0]).toMatchObject({
      execType: EXEC_TYPE.FORCED_CLOSE,
      side: SIDE.SELL,
      qty: 100_000,
      realised: -7_200_000,
      fees: 77_400,
    });
    expect(out.positions[0]?.qty).toBe(0);
    expect(out.cash.available).toBe(2_109_880 + 7_812_000 - 7_200_000 - 77_400);
    expect(identityHolds(out.cash, out.positions)).toBe(true);

    // A gap past the balance: closed at 1.07, a loss of 10 800 yuan and 77.04 of commission
    // against 9 921.88 of cash and margin. The account is set to zero, not left owing
    // (负余额清零, 124, after the 122 close).
    const gap = end(1.07);
    expect(gap.reports.map((r) => r.execType)).toEqual([
      EXEC_TYPE.FORCED_CLOSE,
      EXEC_TYPE.BALANCE_RESET,
    ]);
    const owed = -(2_109_880 + 7_812_000 - 10_800_000 - 77_040);
    expect(gap.reports[1]).toMatchObject({ qty: 0, amount: owed, realised: owed, fees: 0 });
    expect(gap.cash.available).toBe(0);
    expect(identityHolds(gap.cash, gap.positions)).toBe(true);
  });

  it('live CNY rates: USD from USDCNH, EUR through EURUSD, JPY through USDJPY, HKD from HKDCNH', () => {
    const px: Record<string, number> = {
      'USDCNH.FX': 7.3,
      'EURUSD.FX': 1.1,
      'USDJPY.FX': 146,
      'HKDCNH.FX': 0.93,
    };
    const priceOf = (k: string) => px[k];
    expect(liveCnyRate(priceOf, 'USD')).toBe(7.3);
    expect(liveCnyRate(priceOf, 'EUR')).toBeCloseTo(8.03, 10);
    expect(liveCnyRate(priceOf, 'JPY')).toBeCloseTo(0.05, 10);
    expect(liveCnyRate(priceOf, 'HKD')).toBe(0.93);
    expect(liveCnyRate(priceOf, 'GBP')).toBeUndefined();
    const rules = forexRules({ raw: {}, priceOf });
    expect(rules.cnyRates.USD).toBe(7.3);
    expect(rules.cnyRates.GBP).toBe(9.144);
    // A contest's own rate wins over the live one.
    expect(forexRules({ raw: { forex: { cnyRates: { USD: 7 } } }, priceOf }).cnyRates.USD).toBe(7);
    const p = {
      ...held(ok(fxTrade(EURUSD, fresh(), SIDE.BUY, 'open', 10_000, 1.085)).acc, 'EURUSD.L'),
    };
    // 0.015 × 10 000 = 150 USD at 7.3
    expect(fxFloatingLi(p, 1.1, rules)).toBe(1_095_000);
    expect(forexMargin.holdingValue(p, EURUSD, 1.1, priceOf)).toBe(781_200 + 1_095_000);
  });

  it('precision: open values are exact quote-currency li at the tick, every booking whole fen, identity holds', () => {
    expect(quoteLi(1.08501, 1000)).toBe(1_085_010);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            buy: fc.boolean(),
            open: fc.boolean(),
            lots: fc.integer({ min: 1, max: 40 }),
            pips: fc.integer({ min: -900, max: 900 }),
          }),
          { maxLength: 30 },
        ),
        (steps) => {
          let acc = fresh(50_000);
          for (const s of steps) {
            const price = Number((1.085 + s.pips * 0.00001).toFixed(5));
            const r = fxTrade(
              EURUSD,
              acc,
              s.buy ? SIDE.BUY : SIDE.SELL,
              s.open ? 'open' : 'close',
              s.lots * 1000,
              price,
            );
            if (r.ok) acc = r.acc;
            expect(acc.cash.available % 10).toBe(0);
            for (const p of acc.positions.values()) expect(p.cost % 10).toBe(0);
            expect(identityHolds(acc.cash, acc.positions.values())).toBe(true);
          }
        },
      ),
    );
  });
});

function marginEnv(acc: FxAccount, price: number) {
  return {
    security: EURUSD,
    permitted: true,
    quote: undefined,
    session: { order: true, marketOrder: true, cancel: true, match: true },
    cash: acc.cash,
    position: undefined,
    positions: [...acc.positions.values()],
    settings: MARGIN,
    priceOf: () => price,
  };
}
