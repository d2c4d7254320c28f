import { CONTEST_TEXT as T } from './messages';

/** currentState of spec §3/§4: 0 not started, 1 running, 2 ended. */
export const MATCH_STATE = { NOT_STARTED: 0, RUNNING: 1, ENDED: 2 } as const;
export type MatchState = (typeof MATCH_STATE)[keyof typeof MATCH_STATE];

/** matchCurrentEnrollStatus: 0 registration not open yet, 1 open, 2 closed. */
export const ENROLL_STATUS = { NOT_OPEN: 0, OPEN: 1, CLOSED: 2 } as const;

/** The dates and flags the contest life cycle reads. */
export interface ContestSchedule {
  registrationStartTime: Date;
  registrationEndTime: Date;
  startTime: Date;
  endTime: Date;
  /** Set when an admin ends the contest early (or when it ended on schedule and was closed). */
  realEndTime: Date | null;
  isPublished: boolean;
  isAudit: boolean;
}

/** The state at server time `now`: an early end wins over the schedule. */
export function matchState(s: ContestSchedule, now: Date): MatchState {
  const t = now.getTime();
  if (s.realEndTime && s.realEndTime.getTime() <= t) return MATCH_STATE.ENDED;
  if (t >= s.endTime.getTime()) return MATCH_STATE.ENDED;
  if (t >= s.startTime.getTime()) return MATCH_STATE.RUNNING;
  return MATCH_STATE.NOT_STARTED;
}

/** Registration status at `now`; an ended contest is closed whatever its window says. */
export function enrollStatus(s: ContestSchedule, now: Date): number {
  if (matchState(s, now) === MATCH_STATE.ENDED) return ENROLL_STATUS.CLOSED;
  const t = now.getTime();
  if (t < s.registrationStartTime.getTime()) return ENROLL_STATUS.NOT_OPEN;
  if (t > s.registrationEndTime.getTime()) return ENROLL_STATUS.CLOSED;
  return ENROLL_STATUS.OPEN;
}

/** Registration must not end after the contest, and each window must run forwards. */
export function scheduleProblem(
  s: Omit<ContestSchedule, 'realEndTime' | 'isPublished' | 'isAudit'>,
): string | null {
  const ok =
    s.registrationStartTime.getTime() <= s.registrationEndTime.getTime() &&
    s.startTime.getTime() < s.endTime.getTime() &&
    s.registrationEndTime.getTime() <= s.endTime.getTime();
  return ok ? null : T.BAD_SCHEDULE;
}

/** What a sign-up needs to know beyond the schedule. */
export interface SignUpFacts {
  maxTraders: number;
  traderCount: number;
  alreadyJoined: boolean;
  /** The contest's password (matchCommand); empty means none. */
  command: string;
  given: string | undefined;
}

/** Why a user may not sign up now, or null. Checked in the order a user can fix them. */
export function signUpProblem(s: ContestSchedule, f: SignUpFacts, now: Date): string | null {
  if (!s.isPublished) return T.NOT_PUBLISHED;
  if (!s.isAudit) return T.NOT_AUDITED;
  if (matchState(s, now) === MATCH_STATE.ENDED) return T.ALREADY_ENDED;
  const status = enrollStatus(s, now);
  if (status === ENROLL_STATUS.NOT_OPEN) return T.REGISTRATION_NOT_OPEN;
  if (status === ENROLL_STATUS.CLOSED) return T.REGISTRATION_CLOSED;
  if (f.alreadyJoined) return T.ALREADY_JOINED;
  if (f.maxTraders > 0 && f.traderCount >= f.maxTraders) return T.FULL;
  if (f.command !== '' && (f.given ?? '').trim() !== f.command) return T.WRONG_COMMAND;
  return null;
}

/** Management actions of the admin life cycle. */
export type ManageAction = 'editSchedule' | 'editRules' | 'publish' | 'audit' | 'end' | 'delete';

/** What the contest's book says: whether any of its traders has a fill (issue 28). */
export interface ContestActivity {
  hasTrades: boolean;
}

/**
 * Why an admin may not take `action` now, or null. Type, start time, funds and markets freeze at
 * the contest's first trade (given `activity`; without it, at the start); rules text, rankings and
 * risk settings stay editable until the end; auditing needs a published contest; an ended
 * contest only stays readable.
 */
export function manageProblem(
  action: ManageAction,
  s: ContestSchedule,
  now: Date,
  activity?: ContestActivity,
): string | null {
  const state = matchState(s, now);
  if (state === MATCH_STATE.ENDED) return T.ALREADY_ENDED;
  switch (action) {
    case 'editSchedule':
      if (activity) return activity.hasTrades ? T.LOCKED_AFTER_TRADE : null;
      return state === MATCH_STATE.NOT_STARTED ? null : T.LOCKED_AFTER_START;
    case 'delete':
      return state === MATCH_STATE.NOT_STARTED ? null : T.DELETE_AFTER_START;
    case 'audit':
      return s.isPublished ? null : T.PUBLISH_FIRST;
    default:
      return null;
  }
}

/**
 * Order of the 报名比赛 list (issue 28): contests open for sign-up first, then those not open yet,
 * then closed ones; newest first within each (creation time, then id).
 */
export function applyListOrder(
  a: ContestSchedule & { createTime: Date; matchID: number },
  b: ContestSchedule & { createTime: Date; matchID: number },
  now: Date,
): number {
  const rank = (s: ContestSchedule) =>
    [ENROLL_STATUS.OPEN, ENROLL_STATUS.NOT_OPEN, ENROLL_STATUS.CLOSED].indexOf(
      enrollStatus(s, now) as 0 | 1 | 2,
    );
  return (
    rank(a) - rank(b) || b.createTime.getTime() - a.createTime.getTime() || b.matchID - a.matchID
  );
}
