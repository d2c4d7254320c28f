const FORMAT = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/**
 * An ISO time from the server as Beijing wall-clock text, `YYYY-MM-DD HH:mm` (or with seconds).
 * Empty or unreadable input gives ''.
 */
export function formatTime(iso: string | null | undefined, withSeconds = false): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  const parts = Object.fromEntries(FORMAT.formatToParts(d).map((p) => [p.type, p.value]));
  const hour = parts.hour === '24' ? '00' : parts.hour;
  const text = `${parts.year}-${parts.month}-${parts.day} ${hour}:${parts.minute}`;
  return withSeconds ? `${text}:${parts.second}` : text;
}
