import { buildBook } from './book';
import { Rng } from './prng';
import { TradingCalendar } from './calendar';
import { buildUniverse } from './universe';
import type { Security } from './types';

const maotai = buildUniverse('2026-11-20', new TradingCalendar()).find(
  (s) => s.code === '600519',
) as Security;
const limits = { up: 1650, down: 1350 };

describe('order book', () => {
  it('shows no asks and a wall of bids at the limit when locked at limit-up', () => {
    const book = buildBook(maotai, 1650, limits, new Rng(1));
    expect(book.asks).toEqual([]);
    expect(book.bids[0]?.price).toBe(1650);
    expect(book.bids).toHaveLength(5);
    expect(book.bids[0]?.volume).toBeGreaterThan(book.bids[1]?.volume as number);
  });

  it('shows no bids when locked at limit-down', () => {
    const book = buildBook(maotai, 1350, limits, new Rng(1));
    expect(book.bids).toEqual([]);
    expect(book.asks[0]?.price).toBe(1350);
  });

  it('never quotes outside the band near the limit', () => {
    const book = buildBook(maotai, 1649.98, limits, new Rng(2));
    expect(Math.max(...book.asks.map((l) => l.price))).toBeLessThanOrEqual(1650);
    expect(book.bids).toHaveLength(5);
  });
});
