import {
  DEFAULT_FEES,
  sessionRule,
  SIDE,
  toLi,
  type ClassEnv,
  type ClassSettings,
} from '../../domain/exchange';
import { cashOf, quoteOf } from '../../domain/exchange/test-fixtures';
import { feeLi, futures } from '../../domain/futures';
import { FUT, futQuote } from '../../domain/futures/test-fixtures';
import { fxPair, fxBook } from '../../domain/forex/margin-fixtures';
import { forexMargin } from '../../domain/forex';
import { hk, hkBuyFreeze } from '../../domain/hk';
import { HK_SETTINGS, TENCENT } from '../../domain/hk/hk-fixtures';
import { margin } from '../../domain/margin';
import { openFreeze as marginOpenFreeze } from '../../domain/margin/book';
import { STOCK, stockQuote } from '../../domain/margin/test-fixtures';
import type { Security } from '../../domain/market';
import { options } from '../../domain/options/options-class';
import { optionFeeLi, optionTermsOf } from '../../domain/options/rules';
import { OPT, optQuote } from '../../domain/options/test-fixtures';
import { shortMarginLi } from '../../domain/options/validate';
import { forexOpenMarginView } from '../forex-trade';
import { contractRow, futuresMarginYuan, marginRatePct } from './contracts';

/**
 * Issue 30, item 6 (docs/market-rules.md, "One margin rule"): every page that shows a margin or a
 * freeze shows what the order path freezes. For each asset class the display figure is compared
 * with the cash the class's `validate` freezes for the same order (less the fee where the page
 * shows the margin alone).
 */
const env = (over: Partial<ClassEnv>): ClassEnv =>
  ({
    permitted: true,
    session: sessionRule('continuous'),
    cash: cashOf(10_000_000),
    position: undefined,
    positions: [],
    ...over,
  }) as ClassEnv;

const frozenOf = (
  r: { ok: true; value: { frozenCash: number } } | { ok: false; code: number },
): number => {
  if (!r.ok) throw new Error(`refused ${r.code}`);
  return r.value.frozenCash;
};

describe('one margin rule: display figures are the order path figures', () => {
  it('futures: the contract list, the max-volume answer and the ticket include marginRateAdd', () => {
    // A broker adding 3 points on IF's 12 %: 4000 × 300 × 15 % = 180 000 per lot.
    const settings: ClassSettings = {
      fees: DEFAULT_FEES,
      volumeCap: 1,
      raw: { futures: { marginRateAdd: 0.03 } },
    };
    const sec = FUT.IF;
    const quote = futQuote(sec, 4000);
    for (const [side, posSide] of [
      [SIDE.BUY, 'L'],
      [SIDE.SELL, 'S'],
    ] as const) {
      const lots = 3;
      const v = futures.validate(
        { side, kind: 'limit', qty: lots, price: 4000, effect: 'open' },
        env({ security: sec, quote, settings }),
      );
      const orderMargin = frozenOf(v) - feeLi(sec, 'open', 4000, lots);
      expect(toLi(futuresMarginYuan(sec, posSide, 4000, lots, settings))).toBe(orderMargin);
      expect(marginRatePct(sec, posSide, settings)).toBe(15);
    }
    expect(futuresMarginYuan(sec, 'L', 4000, 1, settings)).toBe(180_000);
    const row = contractRow(sec as unknown as Security, quote, true, settings);
    expect(row.marginPerLot).toBe(180_000); // the old list showed 144 000 (12 % only)
    expect(row.marginRateAdd).toBe(3);
  });

  it('forex margin mode: the ticket figure is the open freeze the order path takes', () => {
    const pair = fxPair('EURUSD');
    const settings: ClassSettings = {
      fees: DEFAULT_FEES,
      volumeCap: 1,
      raw: { forex: { mode: 'margin', leverage: 50 } },
    };
    const v = forexMargin.validate(
      { side: SIDE.BUY, kind: 'limit', qty: 3000, price: 1.08505, effect: 'open' },
      env({ security: pair, quote: fxBook(1.085), settings }),
    );
    const view = forexOpenMarginView(settings, 'EURUSD', 1.08505, 3000);
    expect(toLi(view.frozen)).toBe(frozenOf(v));
    expect(toLi(view.margin) + toLi(view.commission)).toBe(frozenOf(v));
  });

  it('options: the short-open margin per contract is the order path rule', () => {
    const sec = OPT.etfCall;
    const t = optionTermsOf(sec)!;
    const e = env({
      security: sec,
      quote: optQuote(sec, 0.05),
      underlying: quoteOf(3.0, { prevClose: 3.0 }),
      settings: { fees: DEFAULT_FEES, volumeCap: 1, raw: {} },
    });
    const v = options.validate(
      { side: SIDE.SELL, kind: 'limit', qty: 4, price: 0.05, effect: 'open' },
      e,
    );
    // QueryMaxOpenVolume shows shortMarginLi(…, 1) per contract (options-query.routes.ts).
    expect(shortMarginLi(t, e, 0.05, 4) + optionFeeLi(t, e.settings, 4)).toBe(frozenOf(v));
    expect(shortMarginLi(t, e, 0.05, 4)).toBe(4 * shortMarginLi(t, e, 0.05, 1));
  });

  it('margin trading: the max-volume sizing freezes what a 融资买入 freezes', () => {
    const settings: ClassSettings = { fees: DEFAULT_FEES, volumeCap: 1, raw: {} };
    const v = margin.validate(
      { side: SIDE.BUY, kind: 'limit', qty: 300, price: 100, effect: 'financeBuy' },
      env({ security: STOCK.eligible, quote: stockQuote(STOCK.eligible, 100), settings }),
    );
    const order = { price: 100, filledAmount: 0, fees: 0 };
    expect(marginOpenFreeze(STOCK.eligible, settings, 'L', order, 300)).toBe(frozenOf(v));
  });

  it('HK: the max-volume sizing freezes what a buy freezes (HKD fees at the ask reference)', () => {
    const v = hk.validate(
      { side: SIDE.BUY, kind: 'limit', qty: 300, price: 420.2, effect: null },
      env({ security: TENCENT, quote: quoteOf(420.2, { tick: 0.2 }), settings: HK_SETTINGS }),
    );
    expect(hkBuyFreeze(HK_SETTINGS, { currency: 1 }, 420.2, 300)).toBe(frozenOf(v));
  });
});
