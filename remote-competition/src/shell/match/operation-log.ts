import { OPERATION_LOG_ACTIONS, isCombineRecord, type MatchInfo } from '@portal/shared-kit';
import type { OperationLogEntry } from './api/add-operation-log';

/** Entering or leaving a match or combine (spec §4, action codes of §9). */
export type MatchLogAction = 'enter' | 'leave';

const OPERATIONS = {
  enter: { match: '进入比赛', combine: '进入组合' },
  leave: { match: '退出比赛', combine: '退出组合' },
} as const;

/** The action code of spec §9 for entering or leaving a match or combine (the first of each pair). */
export function matchLogCode(action: MatchLogAction, combine: boolean): number {
  const codes = combine
    ? action === 'enter'
      ? OPERATION_LOG_ACTIONS.ENTER_COMBINE
      : OPERATION_LOG_ACTIONS.LEAVE_COMBINE
    : action === 'enter'
      ? OPERATION_LOG_ACTIONS.ENTER_MATCH
      : OPERATION_LOG_ACTIONS.LEAVE_MATCH;
  return codes[0];
}

/** Builds the operation-log entry for entering or leaving `record`. */
export function matchLogEntry(
  action: MatchLogAction,
  record: MatchInfo,
  userName: string,
  now: Date,
): OperationLogEntry {
  const combine = isCombineRecord(record);
  return {
    appName: '仿真竞赛',
    appVersion: '1.0',
    ip: '',
    os: typeof navigator === 'undefined' ? '' : navigator.platform,
    username: userName,
    module: combine ? '组合' : '竞赛',
    operation: OPERATIONS[action][combine ? 'combine' : 'match'],
    content: `${record.matchName}（${matchLogCode(action, combine)}）`,
    operationTime: now.toISOString(),
    param1: record.traderID ?? String(record.matchID),
  };
}

/**
 * A throttle per key: the first call of a key passes, later calls within `ms` do not
 * (entering or leaving the same record twice within 1.5 s writes one log).
 */
export function createThrottle(ms: number): (key: string, now: number) => boolean {
  const last = new Map<string, number>();
  return (key, now) => {
    const prev = last.get(key);
    if (prev !== undefined && now - prev < ms) return false;
    last.set(key, now);
    return true;
  };
}
