import fc from 'fast-check';
import { identityHolds, SIDE, type Position } from '../exchange';
import type { Book } from '../exchange/class-test-kit';
import { declareCombo, splitCombo } from './combos';
import { coverUsed, lockCover, unlockCover } from './cover';
import { dataOf } from './holding';
import { apply, dayEnd, deal, leg, MORE, securityOf, withShares } from './rule-kit';
import { newBook, OPT } from './test-fixtures';

type Cmd =
  | { k: 'lock' | 'unlock'; units: number }
  | { k: 'cover' | 'uncover' | 'long' | 'short'; qty: number; ticks: number }
  | { k: 'declare' | 'split'; qty: number }
  | { k: 'day'; u: number };

const qty = fc.integer({ min: 1, max: 2 });
const ticks = fc.integer({ min: 1, max: 1500 });
const trade = (k: 'cover' | 'uncover' | 'long' | 'short') =>
  fc.record({ k: fc.constant(k), qty, ticks });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  {
    arbitrary: fc.record({
      k: fc.constant('lock' as const),
      units: fc.constantFrom(10_000, 20_000),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      k: fc.constant('unlock' as const),
      units: fc.constantFrom(5_000, 10_000),
    }),
    weight: 1,
  },
  { arbitrary: trade('cover'), weight: 3 },
  { arbitrary: trade('uncover'), weight: 2 },
  { arbitrary: trade('long'), weight: 3 },
  { arbitrary: trade('short'), weight: 3 },
  {
    arbitrary: fc.record({ k: fc.constantFrom('declare' as const, 'split' as const), qty }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      k: fc.constant('day' as const),
      u: fc.integer({ min: 2700, max: 3300 }),
    }),
    weight: 1,
  },
);

const STOCK = '510050.SSE';
const legs = (b: Book) => [leg(b, OPT.etfCall, 'L'), leg(b, MORE.etfCall32, 'S')];
const prices = { settle: [0.1, 0.05] as [number, number], underlying: 3 };

function step(b: Book, c: Cmd): Book {
  const all = [...b.positions.values()];
  const stock = b.positions.get(STOCK);
  const withStock = (p: Position) => ({ ...b, positions: new Map(b.positions).set(STOCK, p) });
  switch (c.k) {
    case 'lock': {
      const r = lockCover(stock, c.units);
      return r.ok ? withStock(r.value) : b;
    }
    case 'unlock': {
      const free = dataOf(stock, 'coverLocked') - coverUsed(all, '510050', securityOf);
      const r = unlockCover(stock, c.units, free);
      return r.ok ? withStock(r.value) : b;
    }
    case 'declare':
    case 'split': {
      const f = c.k === 'declare' ? declareCombo : splitCombo;
      const r = f('CNSJC', legs(b), prices, c.qty, b.cash);
      return r.ok ? apply(b, r.value) : b;
    }
    case 'day':
      return dayEnd(b, 0.05, c.u / 1000).book;
    default: {
      const [sec, side, effect] = {
        cover: [OPT.etfCall, SIDE.SELL, 'coveredOpen'],
        uncover: [OPT.etfCall, SIDE.BUY, 'coveredClose'],
        long: [OPT.etfCall, SIDE.BUY, 'open'],
        short: [MORE.etfCall32, SIDE.SELL, 'open'],
      }[c.k] as [typeof OPT.etfCall, 1 | 2, string];
      const r = deal(b, sec, side, effect, c.qty, c.ticks / 1e4);
      return r.ok ? r.value : b;
    }
  }
}

describe('covered and combination ledger property', () => {
  it('keeps the identity, cover within the lock and no negative holding after random steps', () => {
    fc.assert(
      fc.property(fc.array(cmd, { minLength: 8, maxLength: 30 }), fc.boolean(), (cmds, expire) => {
        let b = withShares(newBook(300_000), 30_000);
        for (const c of cmds) {
          b = step(b, c);
          const all = [...b.positions.values()];
          if (!identityHolds(b.cash, all)) return false;
          if (coverUsed(all, '510050', securityOf) > dataOf(b.positions.get(STOCK), 'coverLocked'))
            return false;
          if (all.some((p) => p.qty < 0 || p.frozen < 0 || p.sellable < 0)) return false;
        }
        if (expire) b = dayEnd(b, 0.2, 3.3, '2026-12-23').book;
        return identityHolds(b.cash, b.positions.values()) && b.cash.available >= 0;
      }),
      { numRuns: 300 },
    );
  });
});
