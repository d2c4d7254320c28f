import {
  enrollStatus,
  manageProblem,
  matchState,
  scheduleProblem,
  signUpProblem,
  type ContestSchedule,
} from './state';

const d = (s: string) => new Date(`2026-03-${s}:00Z`);
const s: ContestSchedule = {
  registrationStartTime: d('01T00:00'),
  registrationEndTime: d('10T00:00'),
  startTime: d('05T00:00'),
  endTime: d('20T00:00'),
  realEndTime: null,
  isPublished: true,
  isAudit: true,
};
const facts = {
  maxTraders: 2,
  traderCount: 0,
  alreadyJoined: false,
  command: '',
  given: undefined,
};

describe('contest life cycle', () => {
  it('moves from not started to running to ended with server time', () => {
    expect(matchState(s, d('04T23:59'))).toBe(0);
    expect(matchState(s, d('05T00:00'))).toBe(1);
    expect(matchState(s, d('20T00:00'))).toBe(2);
  });

  it('ends at realEndTime when an admin ends the contest early', () => {
    expect(matchState({ ...s, realEndTime: d('07T00:00') }, d('08T00:00'))).toBe(2);
  });

  it('opens registration only inside its window', () => {
    expect(enrollStatus(s, d('01T00:00'))).toBe(1);
    expect(enrollStatus(s, new Date(d('01T00:00').getTime() - 1))).toBe(0);
    expect(enrollStatus(s, d('10T00:01'))).toBe(2);
  });

  it('refuses a schedule whose registration ends after the contest', () => {
    expect(scheduleProblem({ ...s, registrationEndTime: d('21T00:00') })).toMatch(
      '比赛时间设置不正确',
    );
    expect(scheduleProblem(s)).toBeNull();
  });

  it.each([
    ['an unpublished contest', { ...s, isPublished: false }, facts, d('02T00:00'), '比赛尚未发布'],
    ['an unaudited contest', { ...s, isAudit: false }, facts, d('02T00:00'), '比赛尚未审核'],
    ['before registration', s, facts, new Date(0), '报名尚未开始'],
    ['after registration', s, facts, d('11T00:00'), '报名已结束'],
    ['a second sign-up', s, { ...facts, alreadyJoined: true }, d('02T00:00'), '您已报名该比赛'],
    ['a full contest', s, { ...facts, traderCount: 2 }, d('02T00:00'), '报名人数已满'],
    [
      'a wrong command',
      s,
      { ...facts, command: 'abc', given: 'abd' },
      d('02T00:00'),
      '比赛口令不正确',
    ],
  ])('refuses sign-up to %s', (_n, sched, f, now, msg) => {
    expect(signUpProblem(sched, f, now)).toBe(msg);
  });

  it('accepts sign-up with the right command', () => {
    expect(
      signUpProblem(s, { ...facts, command: 'abc', given: ' abc ' }, d('02T00:00')),
    ).toBeNull();
  });

  it('freezes times after the start and everything after the end', () => {
    expect(manageProblem('editSchedule', s, d('04T00:00'))).toBeNull();
    expect(manageProblem('editSchedule', s, d('06T00:00'))).toMatch('比赛已开始');
    expect(manageProblem('editRules', s, d('06T00:00'))).toBeNull();
    expect(manageProblem('end', s, d('21T00:00'))).toBe('比赛已结束');
    expect(manageProblem('audit', { ...s, isPublished: false }, d('02T00:00'))).toBe(
      '请先发布比赛',
    );
  });
});
