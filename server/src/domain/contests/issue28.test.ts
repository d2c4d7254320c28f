import { TradingCalendar } from '../market';
import { defaultBreedIds } from './breeds';
import { nextTradingOpen } from './defaults';
import { CONTEST_TEXT } from './messages';
import { applyListOrder, manageProblem, type ContestSchedule } from './state';

const at = (s: string) => new Date(s);
const schedule = (o: Partial<ContestSchedule> = {}): ContestSchedule => ({
  registrationStartTime: at('2026-03-01T00:00:00Z'),
  registrationEndTime: at('2026-03-20T00:00:00Z'),
  startTime: at('2026-03-02T01:30:00Z'),
  endTime: at('2026-04-01T00:00:00Z'),
  realEndTime: null,
  isPublished: true,
  isAudit: true,
  ...o,
});

describe('a contest means what it says (issue 28)', () => {
  it('each type has its own default markets', () => {
    expect(defaultBreedIds(7)).toEqual([5, 10]);
    expect(defaultBreedIds(8)).toEqual([4]);
    expect(defaultBreedIds(6)).toEqual([3, 9]);
    expect(defaultBreedIds(3)).toEqual([1, 2]);
  });

  it('a new contest starts at the next open of a trading day (holidays skipped)', () => {
    const cal = new TradingCalendar({ 2026: ['2026-10-01', '2026-10-02', '2026-10-05'] });
    // Before Monday's open: that open.
    expect(nextTradingOpen(at('2026-03-02T00:00:00Z'), cal).toISOString()).toBe(
      '2026-03-02T01:30:00.000Z',
    );
    // Friday afternoon: Monday's open.
    expect(nextTradingOpen(at('2026-03-06T07:00:00Z'), cal).toISOString()).toBe(
      '2026-03-09T01:30:00.000Z',
    );
    // Wednesday 2026-09-30 evening, holidays 10-01/02 and the weekend and 10-05: Tuesday 10-06.
    expect(nextTradingOpen(at('2026-09-30T12:00:00Z'), cal).toISOString()).toBe(
      '2026-10-06T01:30:00.000Z',
    );
  });

  it('type, start, funds and markets freeze at the first trade, not at the start', () => {
    const running = at('2026-03-05T00:00:00Z');
    expect(manageProblem('editSchedule', schedule(), running, { hasTrades: false })).toBeNull();
    expect(manageProblem('editSchedule', schedule(), running, { hasTrades: true })).toBe(
      CONTEST_TEXT.LOCKED_AFTER_TRADE,
    );
    expect(CONTEST_TEXT.LOCKED_AFTER_TRADE).toMatch('仍可修改');
    expect(manageProblem('editRules', schedule(), running)).toBeNull();
  });

  it('报名比赛 lists contests open for sign-up first, newest first', () => {
    const now = at('2026-03-10T00:00:00Z');
    const c = (id: number, created: string, o: Partial<ContestSchedule> = {}) => ({
      ...schedule(o),
      matchID: id,
      createTime: at(created),
    });
    const closed = c(1, '2026-03-09T00:00:00Z', {
      registrationEndTime: at('2026-03-05T00:00:00Z'),
    });
    const oldOpen = c(2, '2026-01-01T00:00:00Z');
    const newOpen = c(3, '2026-03-08T00:00:00Z');
    const later = c(4, '2026-03-09T12:00:00Z', {
      registrationStartTime: at('2026-03-15T00:00:00Z'),
    });
    const sorted = [closed, oldOpen, later, newOpen].sort((a, b) => applyListOrder(a, b, now));
    expect(sorted.map((x) => x.matchID)).toEqual([3, 2, 4, 1]);
  });
});
