import { forexDecimals, readMinuteLine, readTick, shanghaiClock, tickEpoch } from './tick';

describe('pushed rows and display rules', () => {
  it('forex decimals (spec §5): 3 if the step is 1000, 2 if 100, otherwise 5', () => {
    expect(forexDecimals(0.001)).toBe(3);
    expect(forexDecimals(0.01)).toBe(2);
    expect(forexDecimals(0.00001)).toBe(5);
  });

  it('reads a row; refuses one without a finite positive price; cleans levels and texts', () => {
    expect(readTick({ last: Number.NaN })).toBeNull();
    expect(readTick('x')).toBeNull();
    const t = readTick({
      symbol: 'EURUSD',
      shortName: 'a\u0000b',
      last: 1.1,
      bidPrices: [1.09, -1, 'x', 1.08],
      askVolumes: [5, -3],
    });
    expect(t).toMatchObject({ symbol: 'EURUSD', shortName: '', high: 1.1, tick: 0.00001 });
    expect(t?.bidPrices).toEqual([1.09, 1.08]);
    expect(t?.askVolumes).toEqual([5, 0]);
  });

  it('times are Asia/Shanghai whatever the machine zone', () => {
    const ms = tickEpoch({ tradingDate: '2026-11-20', time: '09:30:05' });
    expect(new Date(ms).toISOString()).toBe('2026-11-20T01:30:05.000Z');
    expect(shanghaiClock(Date.parse('2026-11-20T01:30:05Z'))).toBe('09:30:05');
    expect(tickEpoch({ tradingDate: '', time: '09:30' })).toBeNaN();
  });

  it('reads the MinuteLine answer, dropping malformed rows', () => {
    expect(
      readMinuteLine([['2026-11-20 09:31', 1.1], ['bad', 1], ['2026-11-20 09:32', -1], 'x']),
    ).toEqual([[Date.parse('2026-11-20T01:31:00Z'), 1.1]]);
    expect(readMinuteLine({})).toEqual([]);
  });
});
