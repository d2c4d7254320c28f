import { isResubscribeWindow } from '@portal/shared-kit';
import {
  isSecurityInfoRefreshWindow,
  isTradingHours,
  parseServerTime,
  shanghaiWallDate,
} from './market-hours';

const sh = (hhmmss: string): number => Date.parse(`2026-03-02T${hhmmss}+08:00`);

describe('market hours by server time (spec §4, §9)', () => {
  it('counts 09:00 through 15:30 Asia/Shanghai as trading hours', () => {
    expect(isTradingHours(sh('08:59:59'))).toBe(false);
    expect(isTradingHours(sh('09:00:00'))).toBe(true);
    expect(isTradingHours(sh('12:00:00'))).toBe(true);
    expect(isTradingHours(sh('15:30:00'))).toBe(true);
    expect(isTradingHours(sh('15:30:01'))).toBe(false);
  });

  it('refreshes security info between 09:10 and 09:15 only', () => {
    expect(isSecurityInfoRefreshWindow(sh('09:09:59'))).toBe(false);
    expect(isSecurityInfoRefreshWindow(sh('09:10:00'))).toBe(true);
    expect(isSecurityInfoRefreshWindow(sh('09:14:59'))).toBe(true);
    expect(isSecurityInfoRefreshWindow(sh('09:15:01'))).toBe(false);
  });

  it('reads server times as epoch, ISO or Shanghai wall time', () => {
    expect(parseServerTime(sh('10:00:00'))).toBe(sh('10:00:00'));
    expect(parseServerTime('2026-03-02 10:00:00')).toBe(sh('10:00:00'));
    expect(parseServerTime('2026-03-02T02:00:00Z')).toBe(sh('10:00:00'));
    expect(parseServerTime(null)).toBeNaN();
  });

  it('feeds the hub re-subscribe windows with Shanghai wall time', () => {
    expect(isResubscribeWindow(shanghaiWallDate(sh('09:32:00')))).toBe(true);
    expect(isResubscribeWindow(shanghaiWallDate(sh('11:00:00')))).toBe(false);
  });
});
