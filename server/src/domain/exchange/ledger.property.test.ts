import fc from 'fast-check';
import { applyCorporateAction } from './corporate-actions';
import { applyFill, emptyPosition, freezeOnPlace, identityHolds, releaseOrder } from './ledger';
import { matchOrder } from './matching';
import { releaseT1 } from './nav';
import { DEFAULT_FEES, fillStep, sessionRule } from './rules';
import { cashOf, orderOf, quoteOf, SEC } from './test-fixtures';
import { applyTransfer } from './transfer';
import { isWorking, type CashState, type Order, type Position } from './types';
import { validateOrder } from './validate';

const SECS = [SEC.main, SEC.bond, SEC.star] as const;
const TICKS = [0.01, 0.001, 0.01];

type Cmd =
  | { k: 'place'; s: number; side: 1 | 2; lots: number; off: number; market: boolean }
  | { k: 'tick'; s: number; move: number; depth: number; vol: number }
  | { k: 'cancel'; i: number }
  | { k: 'transfer'; dir: number; yuan: number }
  | { k: 'rollover'; div: number; bonus: number; s: number };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({
    k: fc.constant('place' as const),
    s: fc.nat(2),
    side: fc.constantFrom(1 as const, 2 as const),
    lots: fc.integer({ min: 1, max: 40 }),
    off: fc.integer({ min: -5, max: 5 }),
    market: fc.boolean(),
  }),
  fc.record({
    k: fc.constant('tick' as const),
    s: fc.nat(2),
    move: fc.integer({ min: -8, max: 8 }),
    depth: fc.noBias(fc.integer({ min: 0, max: 3000 })),
    vol: fc.noBias(fc.integer({ min: 0, max: 20000 })),
  }),
  fc.record({ k: fc.constant('cancel' as const), i: fc.nat(50) }),
  fc.record({
    k: fc.constant('transfer' as const),
    dir: fc.constantFrom(1, 2),
    yuan: fc.integer({ min: 1, max: 200_000 }),
  }),
  fc.record({
    k: fc.constant('rollover' as const),
    div: fc.constantFrom(0, 0.1, 0.537),
    bonus: fc.constantFrom(0, 0.3),
    s: fc.nat(2),
  }),
);

/**
 * The ledger's invariants after a step, as the list of those broken (empty: all hold). One
 * expect per step instead of one per figure: Jest's expect builds an error object for its stack at
 * every call, which made up most of this file's time over thousands of steps.
 */
function brokenInvariants(cash: CashState, positions: Position[], orders: Order[]): string[] {
  const broken: string[] = [];
  const check = (holds: boolean, what: string) => {
    if (!holds) broken.push(what);
  };
  check(identityHolds(cash, positions), 'the accounting identity');
  check(cash.available >= 0, `available ${cash.available} >= 0`);
  check(cash.frozen >= 0, `frozen ${cash.frozen} >= 0`);
  // Money in fen: every booked amount is a whole number of fen (10 li).
  for (const v of [cash.available, cash.frozen, cash.fees, cash.realised, cash.transfers])
    check(Math.abs(v % 10) === 0, `${v} is whole fen`);
  for (const p of positions) check(p.cost % 10 === 0, `cost ${p.cost} of ${p.code} is whole fen`);
  const working = orders.filter((o) => isWorking(o.status));
  const frozenCash = working.reduce((s, o) => s + o.frozenCash, 0);
  check(cash.frozen === frozenCash, `frozen cash ${cash.frozen} = working orders' ${frozenCash}`);
  for (const p of positions) {
    check(Math.min(p.qty, p.sellable, p.frozen, p.cost) >= 0, `no negative figure of ${p.code}`);
    check(p.sellable + p.frozen <= p.qty, `sellable + frozen <= qty of ${p.code}`);
    const frozenQty = working.filter((o) => o.code === p.code).reduce((s, o) => s + o.frozenQty, 0);
    check(p.frozen === frozenQty, `frozen ${p.frozen} of ${p.code} = working orders' ${frozenQty}`);
  }
  for (const o of orders) check(o.filledQty <= o.qty, `order ${o.orderId} filled <= qty`);
  return broken;
}

describe('ledger properties', () => {
  const fills = [0, 0];
  it('keeps the accounting identity and no negative cash or position over random sequences', () => {
    fc.assert(
      fc.property(fc.array(cmd, { minLength: 20, maxLength: 80 }), (cmds) => {
        const last = [10, 100, 50];
        // Each security starts with 3 000 sellable at cost, so sells happen from the first step.
        const pos = SECS.map((s, i) => ({
          ...emptyPosition(s.market, s.code),
          qty: 3000,
          sellable: 3000,
          cost: 3000 * (last[i] as number) * 1000,
        }));
        let cash = cashOf(300_000);
        cash = { ...cash, initial: cash.initial + pos.reduce((s, p) => s + p.cost, 0) };
        let orders: Order[] = [];
        let date = 1;
        const quote = (s: number, extra = {}) =>
          quoteOf(last[s] as number, { tick: TICKS[s], prevClose: last[s], ...extra });
        for (const c of cmds) {
          if (c.k === 'place') {
            const sec = SECS[c.s] as (typeof SECS)[number];
            const tick = TICKS[c.s] as number;
            const price = Number(((last[c.s] as number) + c.off * tick).toFixed(3));
            const r = validateOrder(
              {
                side: c.side,
                kind: c.market ? 'market' : 'limit',
                qty: sec.minBuy + (c.lots - 1) * sec.lot * 3,
                price,
              },
              {
                security: sec,
                permitted: true,
                quote: quote(c.s),
                session: sessionRule('continuous'),
                cash,
                position: pos[c.s],
                fees: DEFAULT_FEES,
              },
            );
            if (r.ok) {
              const order = orderOf({
                orderId: orders.length + 1,
                code: sec.code,
                side: c.side,
                qty: sec.minBuy + (c.lots - 1) * sec.lot * 3,
                ...r.value,
              });
              const b = freezeOnPlace(cash, pos[c.s] as Position, order);
              cash = b.cash;
              pos[c.s] = b.position;
              orders.push(b.order);
            }
          } else if (c.k === 'tick') {
            const tick = TICKS[c.s] as number;
            last[c.s] = Math.max(
              tick * 50,
              Number(((last[c.s] as number) + c.move * tick).toFixed(3)),
            );
            const q = quote(c.s, { depth: c.depth, intervalVolume: c.vol });
            const sec = SECS[c.s] as (typeof SECS)[number];
            orders = orders.map((o) => {
              if (o.code !== sec.code || !isWorking(o.status)) return o;
              let b = { cash, position: pos[c.s] as Position, order: o };
              for (const f of matchOrder(o, q, 0.25, fillStep(sec))) {
                b = applyFill(b, sec, DEFAULT_FEES, f.qty, f.price);
                fills[o.side - 1] = (fills[o.side - 1] ?? 0) + 1;
              }
              cash = b.cash;
              pos[c.s] = b.position;
              return b.order;
            });
          } else if (c.k === 'cancel') {
            const o = orders[c.i];
            if (o && isWorking(o.status)) {
              const s = SECS.findIndex((x) => x.code === o.code);
              const b = releaseOrder({ cash, position: pos[s] as Position, order: o }, 'cancel');
              cash = b.cash;
              pos[s] = b.position;
              orders[c.i] = b.order;
            }
          } else if (c.k === 'transfer') {
            const r = applyTransfer(cash, c.dir, c.yuan * 1000);
            if (r.ok) cash = r.value;
          } else {
            orders = orders.map((o) => {
              if (!isWorking(o.status)) return o;
              const s = SECS.findIndex((x) => x.code === o.code);
              const b = releaseOrder({ cash, position: pos[s] as Position, order: o }, 'expire');
              cash = b.cash;
              pos[s] = b.position;
              return b.order;
            });
            for (let s = 0; s < pos.length; s += 1) pos[s] = releaseT1(pos[s] as Position);
            date += 1;
            const sec = SECS[c.s] as (typeof SECS)[number];
            const r = applyCorporateAction(
              cash,
              pos[c.s] as Position,
              {
                market: sec.market,
                code: sec.code,
                exDate: `d${date}`,
                cashPerShare: c.div,
                sharesPerShare: c.bonus,
              },
              1,
            );
            cash = r.cash;
            pos[c.s] = r.position;
          }
          expect(brokenInvariants(cash, pos, orders)).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
    // The generator must reach both sides, or the identity would only be checked for buys.
    expect(Math.min(...fills)).toBeGreaterThan(100);
  });
});
