import { relativeTime, unreadBadge } from './relative-time';

const now = new Date('2026-03-02T10:00:00Z');
const ago = (seconds: number): Date => new Date(now.getTime() - seconds * 1000);

describe('relativeTime (spec §9)', () => {
  it('reads 刚刚 under 30 seconds and for future times', () => {
    expect(relativeTime(ago(0), now)).toBe('刚刚');
    expect(relativeTime(ago(29), now)).toBe('刚刚');
    expect(relativeTime(ago(-60), now)).toBe('刚刚');
  });
  it('reads minutes from 30 seconds to an hour', () => {
    expect(relativeTime(ago(30), now)).toBe('1分钟前');
    expect(relativeTime(ago(5 * 60 + 10), now)).toBe('5分钟前');
    expect(relativeTime(ago(3599), now)).toBe('59分钟前');
  });
  it('reads hours below a day', () => {
    expect(relativeTime(ago(3600), now)).toBe('1小时前');
    expect(relativeTime(ago(23 * 3600 + 59), now)).toBe('23小时前');
  });
  it('reads 1天前 from a day on', () => {
    expect(relativeTime(ago(86400), now)).toBe('1天前');
    expect(relativeTime(ago(5 * 86400), now)).toBe('1天前');
  });
  it('accepts ISO strings and epoch milliseconds', () => {
    expect(relativeTime('2026-03-02T09:58:00Z', now)).toBe('2分钟前');
    expect(relativeTime(now.getTime() - 7200_000, now.getTime())).toBe('2小时前');
  });
});

describe('unreadBadge', () => {
  it('is empty for no messages', () => {
    expect(unreadBadge(0)).toBe('');
    expect(unreadBadge(undefined)).toBe('');
  });
  it('shows the count up to 99 and ... above', () => {
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('...');
  });
});
