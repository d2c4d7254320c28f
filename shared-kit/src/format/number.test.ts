import { EMPTY_NUMBER_TEXT, formatMoney, formatUnit, roundTo } from './number';

describe('roundTo', () => {
  it('rounds half away from zero without binary drift', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(1234.5, 0)).toBe(1235);
  });
});

describe('formatMoney', () => {
  it('groups thousands with 2 decimals by default', () => {
    expect(formatMoney(2300000)).toBe('2,300,000.00');
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(999.995)).toBe('1,000.00');
    expect(formatMoney(0)).toBe('0.00');
  });
  it('keeps the sign of negatives and drops it when rounding to zero', () => {
    expect(formatMoney(-9876.5)).toBe('-9,876.50');
    expect(formatMoney(-0.001)).toBe('0.00');
  });
  it('honours other decimal counts and numeric strings', () => {
    expect(formatMoney(1234.5678, 3)).toBe('1,234.568');
    expect(formatMoney(1234.5, 0)).toBe('1,235');
    expect(formatMoney('1000000')).toBe('1,000,000.00');
  });
  it('shows a dash for missing or non-finite values', () => {
    expect(formatMoney(undefined)).toBe(EMPTY_NUMBER_TEXT);
    expect(formatMoney(NaN)).toBe(EMPTY_NUMBER_TEXT);
    expect(formatMoney(Infinity)).toBe(EMPTY_NUMBER_TEXT);
    expect(formatMoney('abc')).toBe(EMPTY_NUMBER_TEXT);
    expect(formatMoney('')).toBe(EMPTY_NUMBER_TEXT);
  });
});

describe('formatUnit', () => {
  it('uses 亿 from 100,000,000 and 万 from 10,000', () => {
    expect(formatUnit(123456789)).toBe('1.23亿');
    expect(formatUnit(100000000)).toBe('1.00亿');
    expect(formatUnit(99999999)).toBe('10000.00万');
    expect(formatUnit(12345)).toBe('1.23万');
    expect(formatUnit(-56789)).toBe('-5.68万');
  });
  it('leaves smaller numbers as they are', () => {
    expect(formatUnit(9999)).toBe('9999');
    expect(formatUnit(12.345)).toBe('12.35');
    expect(formatUnit(12.345, 1)).toBe('12.3');
  });
  it('shows a dash for missing values', () => {
    expect(formatUnit(null)).toBe(EMPTY_NUMBER_TEXT);
  });
});
