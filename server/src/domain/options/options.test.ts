import { EXEC_TYPE, identityHolds, SIDE, toYuan } from '../exchange';
import { options } from './options-class';
import { marginPerUnit, optionTermsOf, type OptionTerms } from './rules';
import { dayEnd } from './rule-kit';
import { newBook, OPT, settle, trade, type Book } from './test-fixtures';

const terms = (s: (typeof OPT)[keyof typeof OPT]) => optionTermsOf(s) as OptionTerms;
const ok = (r: ReturnType<typeof trade>): Book => {
  if (!r.ok) throw new Error(`refused ${r.code}`);
  return r.value;
};
const held = (b: Book, side: 'L' | 'S') =>
  [...b.positions.values()].find((p) => p.posSide === side);

describe('option contract terms', () => {
  it('reads unit, type, strike, expiry and the product row from the master', () => {
    expect(terms(OPT.etfCall)).toMatchObject({ unit: 10000, optionType: 'C', strike: 3.1 });
    expect(terms(OPT.etfCall).product).toMatchObject({ exercise: 'E', settlement: 'physical' });
    expect(terms(OPT.ioCall).product).toMatchObject({ exercise: 'E', settlement: 'cash' });
    expect(terms(OPT.cuCall).product).toMatchObject({ exercise: 'A', marginHigh: 0.1 });
  });
});

describe('short margin formulas (hand-worked)', () => {
  it('ETF call: settle + max(12% U − OTM, 7% U)', () => {
    // 0.1 + max(0.36 − 0.1, 0.21) = 0.36 per unit → 3600 yuan a contract
    expect(marginPerUnit(terms(OPT.etfCall), 0.1, 3)).toBeCloseTo(0.36, 10);
  });
  it('ETF put: min(settle + max(12% U − OTM, 7% K), K)', () => {
    // 0.05 + max(0.36 − 0.1, 0.203) = 0.31
    expect(marginPerUnit(terms(OPT.etfPut), 0.05, 3)).toBeCloseTo(0.31, 10);
    // deep: U 1 → 0.05 + max(0.12, 0.203) = 0.253, below K
    expect(marginPerUnit(terms(OPT.etfPut), 0.05, 1)).toBeCloseTo(0.253, 10);
  });
  it('index (CFFEX): settle + max(10% U − OTM, 0.5 × 10% U)', () => {
    // 50 + max(390 − 100, 195) = 340 per point
    expect(marginPerUnit(terms(OPT.ioCall), 50, 3900)).toBeCloseTo(340, 10);
    // far out: U 3000 → 50 + max(300 − 1000, 150) = 200
    expect(marginPerUnit(terms(OPT.ioCall), 50, 3000)).toBeCloseTo(200, 10);
  });
  it('commodity: settle + max(M − OTM/2, M/2)', () => {
    // 1000 + max(7800 − 1000, 3900) = 7800
    expect(marginPerUnit(terms(OPT.cuCall), 1000, 78000)).toBeCloseTo(7800, 10);
  });
});

describe('options orders', () => {
  it('buy open pays premium and fee, holds L; sell close realises the P&L', () => {
    let b = ok(trade(newBook(100_000), OPT.etfCall, SIDE.BUY, 'open', 1, 0.05, 3));
    expect(toYuan(b.cash.available)).toBe(100_000 - 500 - 1.6);
    expect(held(b, 'L')).toMatchObject({ qty: 1, cost: 500_000 });
    b = ok(trade(b, OPT.etfCall, SIDE.SELL, 'close', 1, 0.06, 3));
    expect(toYuan(b.cash.realised)).toBe(100);
    expect(toYuan(b.cash.available)).toBe(100_000 + 100 - 3.2);
    expect(identityHolds(b.cash, b.positions.values())).toBe(true);
  });

  it('sell open receives the premium and holds the margin; 60022 when short of it', () => {
    const b = ok(trade(newBook(10_000), OPT.etfCall, SIDE.SELL, 'open', 1, 0.1, 3));
    const s = held(b, 'S');
    // margin 3600, premium 1000 received, fee 1.6
    expect(toYuan((s?.cost ?? 0) + (s?.classData?.premium ?? 0))).toBe(3600);
    expect(toYuan(b.cash.available)).toBe(10_000 + 1000 - 3600 - 1.6);
    expect(identityHolds(b.cash, b.positions.values())).toBe(true);
    const r = trade(newBook(3000), OPT.etfCall, SIDE.SELL, 'open', 1, 0.1, 3);
    expect(r).toMatchObject({ ok: false, code: 60022 });
  });

  it('buy close of a short realises premium received − paid and releases the margin', () => {
    let b = ok(trade(newBook(10_000), OPT.etfCall, SIDE.SELL, 'open', 1, 0.1, 3));
    b = ok(trade(b, OPT.etfCall, SIDE.BUY, 'close', 1, 0.08, 3));
    expect(toYuan(b.cash.realised)).toBe(200);
    expect(toYuan(b.cash.available)).toBe(10_000 + 200 - 3.2);
    expect(held(b, 'S')?.qty).toBe(0);
  });

  it('refuses a close beyond the holding (60005) and an unknown effect (60011)', () => {
    expect(trade(newBook(1e5), OPT.etfCall, SIDE.SELL, 'close', 1, 0.1, 3)).toMatchObject({
      code: 60005,
    });
    expect(trade(newBook(1e5), OPT.etfCall, SIDE.BUY, 'coveredOpen', 1, 0.1, 3)).toMatchObject({
      code: 60011,
    });
  });

  it('max quantity fits the funds', () => {
    const b = newBook(10_000);
    const env = {
      security: OPT.etfCall,
      permitted: true,
      quote: undefined,
      session: { order: true, marketOrder: true, match: true } as never,
      cash: b.cash,
      position: undefined,
      positions: [],
      settings: { fees: {} as never, volumeCap: 1, raw: {} },
    };
    expect(options.maxQty(SIDE.BUY, 'open', 0.05, env)).toBe(19);
  });
});

describe('expiry and daily margin', () => {
  it('ETF expiry: undeclared rights lapse, an in-the-money ordinary short pays the intrinsic value', () => {
    let b = ok(trade(newBook(100_000), OPT.etfCall, SIDE.BUY, 'open', 1, 0.05, 3));
    b = ok(trade(b, OPT.etfCall, SIDE.SELL, 'open', 1, 0.05, 3));
    const { book, reports } = dayEnd(b, 0.2, 3.3, '2026-12-23');
    expect(reports.map((r) => r.execType)).toEqual([EXEC_TYPE.EXPIRY, EXEC_TYPE.EXPIRY]);
    // long: no declaration (SSE: no automatic exercise) → −500; short: 500 − 0.2 × 10000 = −1500
    expect(reports.map((r) => toYuan(r.realised ?? 0))).toEqual([-500, -1500]);
    expect([...book.positions.values()].every((p) => p.qty === 0 && p.cost === 0)).toBe(true);
    expect(identityHolds(book.cash, book.positions.values())).toBe(true);
  });

  it('at and out of the money both expire worthless', () => {
    for (const u of [3.1, 2.8]) {
      const b = ok(trade(newBook(100_000), OPT.etfCall, SIDE.BUY, 'open', 2, 0.05, 3));
      const { book, reports } = dayEnd(b, 0.0001, u, '2026-12-23');
      expect(toYuan(reports[0]?.realised ?? 0)).toBe(-1000);
      expect(toYuan(book.cash.available)).toBe(100_000 - 1000 - 3.2);
    }
  });

  it('index options settle in cash at the index close', () => {
    const b = ok(trade(newBook(100_000), OPT.ioCall, SIDE.BUY, 'open', 1, 50, 3900));
    const { reports } = settle(b, 100, 4100, '2026-12-18');
    expect(toYuan(reports[0]?.amount ?? 0)).toBe(10_000);
  });

  it('re-sets a short margin at the settlement and the underlying close', () => {
    const b = ok(trade(newBook(10_000), OPT.etfCall, SIDE.SELL, 'open', 1, 0.1, 3));
    const { book } = settle(b, 0.2, 3.2);
    const s = held(book, 'S');
    // 0.2 + max(0.384, 0.224) = 0.584 → 5840
    expect(toYuan((s?.cost ?? 0) + (s?.classData?.premium ?? 0))).toBe(5840);
    expect(identityHolds(book.cash, book.positions.values())).toBe(true);
  });
});
