import { matchOrder } from './matching';
import { orderOf, quoteOf } from './test-fixtures';
import { SIDE } from './types';

describe('matching', () => {
  it('fills level by level at the ask prices', () => {
    const q = quoteOf(10, { depth: 300 });
    const fills = matchOrder(orderOf({ price: 10.03, qty: 800 }), q, 0.25, 100);
    expect(fills).toEqual([
      { qty: 300, price: 10.01 },
      { qty: 300, price: 10.02 },
      { qty: 200, price: 10.03 },
    ]);
  });
  it('fills a sell at the bid prices', () => {
    const q = quoteOf(10, { depth: 300 });
    const fills = matchOrder(orderOf({ side: SIDE.SELL, price: 9.99, qty: 400 }), q, 0.25, 100);
    expect(fills).toEqual([
      { qty: 300, price: 10 },
      { qty: 100, price: 9.99 },
    ]);
  });
  it('fills partially where the book is thin', () => {
    const q = quoteOf(10, { depth: 300 });
    const fills = matchOrder(orderOf({ price: 10.01, qty: 1000 }), q, 0.25, 100);
    expect(fills).toEqual([{ qty: 300, price: 10.01 }]);
  });
  it('takes at most 25% of the interval volume', () => {
    const q = quoteOf(10, { intervalVolume: 2000 });
    const fills = matchOrder(orderOf({ price: 10.05, qty: 5000 }), q, 0.25, 100);
    expect(fills.reduce((s, f) => s + f.qty, 0)).toBe(500);
  });
  it('uses the configured volume cap', () => {
    const q = quoteOf(10, { intervalVolume: 2000 });
    const fills = matchOrder(orderOf({ price: 10.05, qty: 5000 }), q, 0.1, 100);
    expect(fills.reduce((s, f) => s + f.qty, 0)).toBe(200);
  });
  it('cuts a capped partial fill to whole lots', () => {
    const q = quoteOf(10, { intervalVolume: 1000 });
    const fills = matchOrder(orderOf({ price: 10.05, qty: 5000 }), q, 0.25, 100);
    expect(fills).toEqual([{ qty: 200, price: 10.01 }]);
  });
  it('does not fill a resting limit the market has not crossed', () => {
    expect(matchOrder(orderOf({ price: 9.9 }), quoteOf(10), 0.25, 100)).toEqual([]);
  });
  it('fills a resting limit order when the market crosses it', () => {
    const order = orderOf({ price: 9.9, qty: 100 });
    expect(matchOrder(order, quoteOf(9.85), 0.25, 100)).toEqual([{ qty: 100, price: 9.86 }]);
  });
  it('does not fill a buy while locked at limit-up', () => {
    const q = quoteOf(11, { prevClose: 10, limitUp: 11, asks: [] });
    expect(matchOrder(orderOf({ price: 11 }), q, 0.25, 100)).toEqual([]);
  });
  it('lets an order take one lot when its share of a thin interval is under a lot', () => {
    const q = quoteOf(10, { intervalVolume: 300 });
    const fills = matchOrder(orderOf({ price: 10.05, qty: 500 }), q, 0.25, 100);
    expect(fills.reduce((s, f) => s + f.qty, 0)).toBe(100);
  });
  it('fills nothing when the market traded nothing in the interval', () => {
    expect(
      matchOrder(orderOf({ price: 10.05 }), quoteOf(10, { intervalVolume: 0 }), 0.25, 100),
    ).toEqual([]);
  });
});
