import { identityHolds, SIDE, toYuan, type TradableSecurity } from '../exchange';
import type { Book } from '../exchange/class-test-kit';
import { lockCover } from './cover';
import { combinedQty, marginHeld } from './holding';
import { declareCombo, splitCombo, toCovered } from './combos';
import { comboMarginLi, type ComboStrategy } from './combo-rules';
import { apply, dayEnd, deal, holding, leg, MORE, variant, withShares } from './rule-kit';
import { newBook, OPT } from './test-fixtures';
import { optionTermsOf, type OptionTerms } from './rules';

const ok = <T>(r: { ok: true; value: T } | { ok: false; code: number }): T => {
  if (!r.ok) throw new Error(`refused ${r.code}`);
  return r.value;
};
const code = (r: { ok: boolean; code?: number }) => (r.ok ? 0 : r.code);
const C31 = OPT.etfCall;
const C32 = MORE.etfCall32;
const P29 = OPT.etfPut;
const P31 = MORE.etfPut31;

/** Opens the two legs at their prices (underlying 3). */
function legs(
  a: [TradableSecurity, 'L' | 'S', number],
  b: [TradableSecurity, 'L' | 'S', number],
  qty = 1,
) {
  let book = newBook(100_000);
  for (const [sec, side, price] of [a, b])
    book = ok(deal(book, sec, side === 'L' ? SIDE.BUY : SIDE.SELL, 'open', qty, price));
  return book;
}
const declare = (
  b: Book,
  s: ComboStrategy,
  l: Parameters<typeof leg>[],
  settle: [number, number],
  qty = 1,
) =>
  declareCombo(
    s,
    l.map((x) => leg(...x)),
    { settle, underlying: 3 },
    qty,
    b.cash,
  );
const marginOf = (b: Book) =>
  toYuan([...b.positions.values()].reduce((s, p) => s + marginHeld(p), 0));

describe('combination margin (hand-worked, underlying 3)', () => {
  it('认购牛市价差 (long 3.1 call, short 3.2 call) holds no margin: 2 600 freed', () => {
    const b = legs([C31, 'L', 0.1], [C32, 'S', 0.05]);
    // short 3.2 call: 0.05 + max(0.36 − 0.2, 0.21) = 0.26 → 2 600
    expect(marginOf(b)).toBe(2600);
    const r = ok(
      declare(
        b,
        'CNSJC',
        [
          [b, C31, 'L'],
          [b, C32, 'S'],
        ],
        [0.1, 0.05],
      ),
    );
    const after = apply(b, r);
    expect(marginOf(after)).toBe(0);
    expect(toYuan(after.cash.available - b.cash.available)).toBe(2600);
    expect(holding(after, C31.code, 'L')).toMatchObject({ sellable: 0, frozen: 1 });
    expect(identityHolds(after.cash, after.positions.values())).toBe(true);
  });

  it('认购熊市价差 (short 3.1, long 3.2) holds the strike width: 0.1 × 10 000 = 1 000', () => {
    const b = legs([C31, 'S', 0.05], [C32, 'L', 0.02]);
    expect(marginOf(b)).toBe(3100);
    const after = apply(
      b,
      ok(
        declare(
          b,
          'CXSJC',
          [
            [b, C31, 'S'],
            [b, C32, 'L'],
          ],
          [0.05, 0.02],
        ),
      ),
    );
    expect(marginOf(after)).toBe(1000);
  });

  it('认沽牛市价差 holds the width, 认沽熊市价差 none', () => {
    const terms = [P29, P31].map((s) => optionTermsOf(s) as OptionTerms);
    const prices = { settle: [0.02, 0.12] as [number, number], underlying: 3 };
    expect(toYuan(comboMarginLi('PNSJC', terms, prices, 2))).toBe(4000);
    expect(comboMarginLi('PXSJC', terms, prices, 2)).toBe(0);
  });

  it('跨式空头: the larger leg margin plus the other leg settlement value, re-set daily', () => {
    const b = legs([C31, 'S', 0.05], [P31, 'S', 0.12]);
    // call 0.05 + max(0.26, 0.21) = 0.31 → 3 100; put 0.12 + max(0.36, 0.217) = 0.48 → 4 800
    expect(marginOf(b)).toBe(7900);
    const after = apply(
      b,
      ok(
        declare(
          b,
          'KS',
          [
            [b, C31, 'S'],
            [b, P31, 'S'],
          ],
          [0.05, 0.12],
        ),
      ),
    );
    // max(3 100, 4 800) + 0.05 × 10 000 = 5 300
    expect(marginOf(after)).toBe(5300);
    expect(identityHolds(after.cash, after.positions.values())).toBe(true);
    // Re-set at the day end: both legs settle at 0.1, underlying 3 →
    // call 0.1 + 0.26 = 0.36, put 0.1 + 0.36 = 0.46 → 4 600 + 0.1 × 10 000 = 5 600
    const next = dayEnd(after, 0.1, 3).book;
    expect(marginOf(next)).toBe(5600);
    expect(toYuan(next.cash.available - after.cash.available)).toBe(-300);
    expect(identityHolds(next.cash, next.positions.values())).toBe(true);
  });

  it('宽跨式空头 needs the call strike above the put strike (60033)', () => {
    const b = legs([C31, 'S', 0.05], [P29, 'S', 0.03]);
    expect(
      code(
        declare(
          b,
          'KKS',
          [
            [b, C31, 'S'],
            [b, P29, 'S'],
          ],
          [0.05, 0.03],
        ),
      ),
    ).toBe(0);
    const c = legs([C31, 'S', 0.05], [P31, 'S', 0.12]);
    expect(
      code(
        declare(
          c,
          'KKS',
          [
            [c, C31, 'S'],
            [c, P31, 'S'],
          ],
          [0.05, 0.12],
        ),
      ),
    ).toBe(60033);
  });

  it('a split restores the legs and their ordinary margin; the daily reset keeps combined margin', () => {
    const b = legs([C31, 'L', 0.1], [C32, 'S', 0.05], 2);
    let after = apply(
      b,
      ok(
        declare(
          b,
          'CNSJC',
          [
            [b, C31, 'L'],
            [b, C32, 'S'],
          ],
          [0.1, 0.05],
          1,
        ),
      ),
    );
    expect(marginOf(after)).toBe(2600);
    const next = dayEnd(after, 0.3, 3.4).book;
    // only the ordinary contract is re-margined: 0.3 + max(0.408, 0.238) = 0.708 → 7 080
    expect(marginOf(next)).toBe(7080);
    after = apply(
      after,
      ok(
        splitCombo(
          'CNSJC',
          [leg(after, C31, 'L'), leg(after, C32, 'S')],
          { settle: [0.1, 0.05], underlying: 3 },
          1,
          after.cash,
        ),
      ),
    );
    expect(marginOf(after)).toBe(5200);
    expect(combinedQty(holding(after, C32.code, 'S')!)).toBe(0);
    expect(holding(after, C31.code, 'L')).toMatchObject({ sellable: 2, frozen: 0 });
    expect(identityHolds(after.cash, after.positions.values())).toBe(true);
  });

  it('普通转备兑 releases the short margin against locked shares', () => {
    let b = withShares(legs([C31, 'S', 0.05], [C32, 'L', 0.02]), 10_000);
    const stock = ok(lockCover(b.positions.get('510050.SSE'), 10_000));
    b = { ...b, positions: new Map(b.positions).set('510050.SSE', stock) };
    const empty = {
      ...leg(b, C31, 'S').position!,
      qty: 0,
      sellable: 0,
      cost: 0,
      posSide: 'C' as const,
      classData: {},
    };
    const r = ok(toCovered([leg(b, C31, 'S')], empty, 1, 10_000, b.cash));
    const after = apply(b, r);
    expect(marginOf(after)).toBe(0);
    expect(holding(after, C31.code, 'C')).toMatchObject({ qty: 1, cost: -500_000 });
    expect(code(toCovered([leg(b, C31, 'S')], empty, 1, 9_999, b.cash))).toBe(60005);
    expect(identityHolds(after.cash, after.positions.values())).toBe(true);
  });
});

describe('combination leg errors', () => {
  const b = legs([C31, 'L', 0.1], [C32, 'S', 0.05]);
  const p = [0.1, 0.05] as [number, number];
  const other = variant(C32, '90005001', { underlying: '159919' });
  const later = variant(C32, '10008009', { expiry: '2027-03-24' });
  const withLeg = (sec: TradableSecurity) => ({ ...leg(b, C32, 'S'), terms: optionTermsOf(sec) });
  const cases: Array<[string, number, () => ReturnType<typeof declareCombo>]> = [
    [
      'direction',
      60031,
      () =>
        declare(
          b,
          'CNSJC',
          [
            [b, C31, 'S'],
            [b, C32, 'S'],
          ],
          p,
        ),
    ],
    [
      'underlying',
      60032,
      () =>
        declareCombo(
          'CNSJC',
          [leg(b, C31, 'L'), withLeg(other)],
          { settle: p, underlying: 3 },
          1,
          b.cash,
        ),
    ],
    [
      'strike',
      60033,
      () =>
        declareCombo(
          'CNSJC',
          [leg(b, C31, 'L'), withLeg(OPT.etfCall)],
          { settle: p, underlying: 3 },
          1,
          b.cash,
        ),
    ],
    [
      'multiplier',
      60034,
      () =>
        declareCombo(
          'CNSJC',
          [leg(b, C31, 'L'), withLeg(MORE.etfCallAdj)],
          { settle: p, underlying: 3 },
          1,
          b.cash,
        ),
    ],
    ['ratio', 60035, () => declare(b, 'CNSJC', [[b, C31, 'L']], p)],
    [
      'count',
      60037,
      () =>
        declare(
          b,
          'CNSJC',
          [
            [b, C31, 'L'],
            [b, C32, 'S'],
          ],
          p,
          2,
        ),
    ],
    [
      'expiry',
      60038,
      () =>
        declareCombo(
          'CNSJC',
          [leg(b, C31, 'L'), withLeg(later)],
          { settle: p, underlying: 3 },
          1,
          b.cash,
        ),
    ],
    [
      'option type',
      60039,
      () =>
        declare(
          b,
          'CNSJC',
          [
            [b, C31, 'L'],
            [b, P31, 'S'],
          ],
          p,
        ),
    ],
    [
      'covered label',
      60040,
      () =>
        declare(
          b,
          'CNSJC',
          [
            [b, C31, 'L'],
            [b, C32, 'C'],
          ],
          p,
        ),
    ],
  ];
  it.each(cases)('%s → %d', (_name, expected, run) => expect(code(run())).toBe(expected));

  it('split unsupported (60036) for 普通转备兑, beyond the bound count 60037', () => {
    const l = [leg(b, C31, 'L'), leg(b, C32, 'S')];
    expect(code(splitCombo('ZBD', l, { settle: p, underlying: 3 }, 1, b.cash))).toBe(60036);
    expect(code(splitCombo('CNSJC', l, { settle: p, underlying: 3 }, 1, b.cash))).toBe(60037);
  });
});
