import { UNREAD_BADGE_CAP } from '../domain';

const toMs = (d: Date | string | number): number =>
  d instanceof Date ? d.getTime() : typeof d === 'number' ? d : Date.parse(d);

/**
 * Relative time in Chinese (spec §9): under 30 s 刚刚, then N分钟前, N小时前, and 1天前 from a
 * day on. Future or unparsable times read 刚刚.
 */
export function relativeTime(
  date: Date | string | number,
  now: Date | number = Date.now(),
): string {
  const seconds = (toMs(now) - toMs(date)) / 1000;
  if (!Number.isFinite(seconds) || seconds < 30) return '刚刚';
  if (seconds < 3600) return `${Math.max(1, Math.floor(seconds / 60))}分钟前`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)}小时前`;
  return '1天前';
}

/** Unread-message badge text: '' for none, the count up to 99, '...' above. */
export function unreadBadge(count: number | null | undefined): string {
  if (!count || count <= 0) return '';
  return count > UNREAD_BADGE_CAP ? '...' : String(count);
}
