import { rangeErrorOf } from './query-center.slice';

describe('history date range (spec §5)', () => {
  it('refuses an end before the start', () => {
    expect(rangeErrorOf('2026-03-02', '2026-03-01')).toBe('结束日期不能早于开始日期');
  });

  it('accepts the same day, a later end and open ends', () => {
    expect(rangeErrorOf('2026-03-02', '2026-03-02')).toBeNull();
    expect(rangeErrorOf('2026-03-01', '2026-03-02')).toBeNull();
    expect(rangeErrorOf('', '2026-03-02')).toBeNull();
    expect(rangeErrorOf('2026-03-02', '')).toBeNull();
  });
});
