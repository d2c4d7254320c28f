import { isDayMatchOver, matchListRefreshDelay } from './match-refresh';

const now = Date.parse('2026-03-02T09:00:00Z');

describe('match list refresh (spec §4)', () => {
  it('waits until the first not-started match starts, plus 3 s', () => {
    const delay = matchListRefreshDelay(
      [
        { currentState: 0, startTime: '2026-03-02T11:00:00Z' },
        { currentState: 0, startTime: '2026-03-02T10:00:00Z' },
        { currentState: 1, startTime: '2026-03-02T09:30:00Z' },
      ],
      now,
    );
    expect(delay).toBe(3600_000 + 3000);
  });

  it('refreshes after 3 s when the start has passed', () => {
    expect(matchListRefreshDelay([{ currentState: 0, startTime: now - 5000 }], now)).toBe(3000);
  });

  it('does nothing when no match waits or the start is 24 h or more away', () => {
    expect(matchListRefreshDelay([{ currentState: 1, startTime: now }], now)).toBeUndefined();
    expect(
      matchListRefreshDelay([{ currentState: 0, startTime: now + 86_400_000 }], now),
    ).toBeUndefined();
    expect(matchListRefreshDelay([{ currentState: 0, startTime: now + 86_399_000 }], now)).toBe(
      86_402_000,
    );
  });

  it('reports a day-inner match past its end', () => {
    expect(isDayMatchOver({ matchType: 4, matchEndTime: '2026-03-02T08:59:59Z' }, now)).toBe(true);
    expect(isDayMatchOver({ matchType: 4, matchEndTime: '2026-03-02T09:00:01Z' }, now)).toBe(false);
    expect(isDayMatchOver({ matchType: 1, matchEndTime: '2026-03-02T08:00:00Z' }, now)).toBe(false);
  });
});
