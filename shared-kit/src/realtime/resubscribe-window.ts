const minutes = (h: number, m: number): number => h * 60 + m;

/** Points of spec §9 around which silent quotation types are re-subscribed: 09:15 09:25 10:17 15:31 17:10. */
const POINT_TIMES = [
  minutes(9, 15),
  minutes(9, 25),
  minutes(10, 17),
  minutes(15, 31),
  minutes(17, 10),
];

/** Width on each side of a point time: one minute, so 09:15 covers 09:14:00 through 09:16:00. */
const POINT_HALF_WIDTH_SECONDS = 60;

/** The 09:30–09:35 range of spec §9, through the whole of minute 09:35. */
const RANGE_START_SECONDS = minutes(9, 30) * 60;
const RANGE_END_SECONDS = minutes(9, 36) * 60 - 1;

/**
 * True when `date` falls in a re-subscribe window of spec §9: ±1 min around 09:15, 09:25, 10:17,
 * 15:31 and 17:10, and 09:30:00–09:35:59. Reads the date's local clock fields, so pass the
 * server's (Asia/Shanghai) wall time.
 */
export function isResubscribeWindow(date: Date): boolean {
  const seconds = date.getHours() * 3600 + date.getMinutes() * 60 + date.getSeconds();
  if (seconds >= RANGE_START_SECONDS && seconds <= RANGE_END_SECONDS) return true;
  return POINT_TIMES.some((point) => Math.abs(seconds - point * 60) <= POINT_HALF_WIDTH_SECONDS);
}
