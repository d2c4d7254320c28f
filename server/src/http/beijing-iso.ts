const BEIJING_OFFSET_MS = 8 * 3_600_000;

/**
 * An instant as ISO 8601 text with the Beijing offset, e.g. 2026-03-02T15:05:09.000+08:00: the
 * same instant as toISOString(), stating the zone the product shows (Asia/Shanghai, no DST).
 */
export function beijingIso(value: Date | string | number): string {
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (!Number.isFinite(ms)) return '';
  return `${new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 23)}+08:00`;
}

/** An instant as Beijing wall-clock text for people (Excel cells): YYYY-MM-DD HH:mm:ss. */
export function beijingText(value: Date | string | number): string {
  const iso = beijingIso(value);
  return iso ? iso.slice(0, 19).replace('T', ' ') : '';
}
