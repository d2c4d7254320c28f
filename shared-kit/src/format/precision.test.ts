import { forexDecimals, formatPrice, pricePrecision, quoteDecimals, roundForex } from './precision';

describe('display precision (spec §5)', () => {
  it('shows prices of types 1, 19, 21 with 2 decimals and others with 3', () => {
    expect([1, 19, 21].map(pricePrecision)).toEqual([2, 2, 2]);
    expect([2, 3, 11, 20].map(pricePrecision)).toEqual([3, 3, 3, 3]);
    expect(formatPrice(10.005, 1)).toBe('10.01');
    expect(formatPrice(1.2345, 2)).toBe('1.235');
  });

  it('gives quote decimals by kind and market', () => {
    expect(quoteDecimals('stock', 'SSE')).toBe(2);
    expect(quoteDecimals('fund', 'SSE')).toBe(3);
    expect(quoteDecimals('bond', 'SZSE')).toBe(3);
    expect(quoteDecimals('bond', 'SSE')).toBe(2);
    expect(quoteDecimals('index', 'SZSE')).toBe(2);
  });

  it('gives forex decimals 3 for step 1000, 2 for 100, otherwise 5', () => {
    expect(forexDecimals(1000)).toBe(3);
    expect(forexDecimals(100)).toBe(2);
    expect(forexDecimals(100000)).toBe(5);
    expect(forexDecimals(10)).toBe(5);
  });

  it('rounds forex prices to those decimals', () => {
    expect(roundForex(1.0876549, 100000)).toBe(1.08765);
    expect(roundForex(151.23456, 1000)).toBe(151.235);
    expect(roundForex(7.1249, 100)).toBe(7.12);
  });
});
