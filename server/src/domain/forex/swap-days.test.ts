import { SIDE, type Position } from '../exchange';
import { cashOf } from '../exchange/test-fixtures';
import { fxPair, fxTrade, MARGIN } from './margin-fixtures';
import { swapDays } from './margin-rules';
import { settleForexMargin } from './margin-settle';

/**
 * Issue 30, item 3 (docs/market-rules.md, "Forex margin mode"): swap follows the FX rollover
 * convention — spot settles T+2, so Wednesday's rollover carries the weekend and books three days;
 * Friday's books one.
 */
const EURUSD = fxPair('EURUSD');

describe('forex swap days (FX convention: Wednesday books 3)', () => {
  it('weighs each calendar day of the rollover', () => {
    expect(swapDays('2026-11-25', '2026-11-26')).toBe(3); // Wednesday
    expect(swapDays('2026-11-24', '2026-11-25')).toBe(1); // Tuesday
    expect(swapDays('2026-11-20', '2026-11-23')).toBe(1); // Friday → Monday
    // Wed 30 Sep → Thu 8 Oct over the holiday: Wed 3, Thu 1, Fri 1, weekend 0, Mon 1, Tue 1, Wed 3
    expect(swapDays('2026-09-30', '2026-10-08')).toBe(10);
  });

  it("books three days of swap at Wednesday's rollover", () => {
    const r = fxTrade(
      EURUSD,
      { cash: cashOf(1_000_000), positions: new Map() },
      SIDE.BUY,
      'open',
      10_000,
      1.085,
    );
    if (!r.ok) throw new Error('refused');
    const position = r.acc.positions.get('EURUSD.L') as Position;
    const day = (previous: string, next: string) =>
      settleForexMargin({
        cash: r.acc.cash,
        position,
        security: EURUSD,
        closePrice: 1.085,
        previous,
        next,
        accountId: 1,
        settings: MARGIN,
      }).cash.available - r.acc.cash.available;
    // 78 120 CNY × −2.25% ÷ 360 = −4.88 CNY a day
    expect(day('2026-11-24', '2026-11-25')).toBe(-4_880);
    expect(day('2026-11-25', '2026-11-26')).toBe(3 * -4_880);
  });
});
