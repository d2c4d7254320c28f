import {
  DEFAULT_FEES,
  emptyPosition,
  ORDER_STATUS,
  sessionRule,
  SIDE,
  type Order,
} from '../exchange';
import { cashOf, quoteOf } from '../exchange/test-fixtures';
import { hkTick } from '../market/rules';
import { HK_SETTINGS, TENCENT } from './hk-fixtures';
import { hk } from './hk-class';
import { hkFeeItems, hkLevies, hkRules, toCny } from './rules';
import { unsettledOf } from './settlement';

/**
 * Issue 30, items 4 and 5 (docs/market-rules.md, "Hong Kong via Stock Connect"):
 * - fees in HKD per the HKEX schedule (Securities (Hong Kong) → Trading → Transaction): trading fee
 *   0.00565%, SFC levy 0.0027%, AFRC levy 0.00015%, each rounded to the cent; stamp duty 0.1%
 *   rounded up to the whole HKD (Stamp Duty Ordinance Cap. 117, Head 2(1), rate of the 2023
 *   amendment); HKSCC stock settlement fee 0.0042% (no minimum or maximum from 2025-06-30);
 *   converted at the settlement rate, booked in fen;
 * - a sale holds its net proceeds as 待交收 and leaves available cash alone on the trade day.
 */
const RULES = hkRules(HK_SETTINGS);

function fill(cash: ReturnType<typeof cashOf>, side: 1 | 2, qty: number, price: number, held = 0) {
  const position = {
    ...emptyPosition('HKEX', '00700'),
    qty: held,
    sellable: held,
    cost: held * 400_000,
  };
  const v = hk.validate(
    { side, kind: 'limit', qty, price, effect: null },
    {
      security: TENCENT,
      permitted: true,
      quote: quoteOf(price, { tick: hkTick(price) }),
      session: sessionRule('continuous'),
      cash,
      position,
      positions: [position],
      settings: HK_SETTINGS,
    },
  );
  if (!v.ok) throw new Error(`refused ${v.code}`);
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
  return hk.fill(hk.freeze({ cash, position, order }), TENCENT, HK_SETTINGS, qty, price);
}

describe('HK fees in HKD (HKEX / SFC / AFRC / HKSCC schedule, Stamp Duty Ordinance)', () => {
  it('rounds stamp duty up to the whole HKD and the levies to the cent, all in HKD', () => {
    // 100 × 420.2 = 42 020 HKD: stamp 42.02 → 43; trading 2.374 → 2.37; SFC 1.1345 → 1.13;
    // AFRC 0.063 → 0.06; CCASS 1.7648 → 1.76
    const l = hkLevies(RULES, 42_020_000);
    expect(l).toEqual({
      stamp: 43_000,
      tradingFee: 2_370,
      sfcLevy: 1_130,
      afrcLevy: 60,
      settlement: 1_760,
    });
  });

  it('charges the AFRC levy and has no CCASS minimum or maximum (0.0042% from 2025-06-30)', () => {
    expect(hkLevies(RULES, 1_000_000).settlement).toBe(40); // 1 000 HKD → 0.04, not the old HK$2
    expect(hkLevies(RULES, 10_000_000_000).settlement).toBe(420_000); // 10 m HKD → 420, not 100
    expect(hkLevies(RULES, 10_000_000_000).afrcLevy).toBe(15_000); // 10 m HKD × 0.00015% = 15 HKD
  });

  it('converts each HKD item at the settlement rate into whole fen', () => {
    // stamp 43 HKD × 0.93 = 39.99 CNY; on the CNY amount (39 078.60 × 0.1%) it would be 39.08
    const f = hkFeeItems(RULES, DEFAULT_FEES, 42_020_000, 0.93);
    expect(f.stamp).toBe(39_990);
    expect(f.afrcLevy).toBe(toCny(60, 0.93));
    expect(f.total % 10).toBe(0);
    const r = fill(cashOf(1e6), SIDE.BUY, 100, 420.2);
    expect(r.report.fees).toBe(f.total);
  });
});

describe('HK sale proceeds: the net is 待交收, available cash untouched on trade day', () => {
  it('holds amount − fees as unsettled and leaves available cash as it was', () => {
    const cash = cashOf(10_000);
    const r = fill(cash, SIDE.SELL, 100, 420.2, 100);
    const amount = toCny(42_020_000, 0.91);
    expect(r.cash.available).toBe(cash.available);
    expect(unsettledOf(r.position)).toBe(amount - r.report.fees);
    expect(r.cash.frozen).toBe(amount - r.report.fees);
  });
});
