/** Replay speeds a student may pick: 1× plays one bar a second, 60× sixty. */
export const MIN_SPEED = 1;
export const MAX_SPEED = 60;
/** Milliseconds one bar lasts at 1×. */
export const BAR_MS_AT_1X = 1000;

/** Where a replay stands: `shown` bars of `total` are out; pure data, advanced by the functions below. */
export interface ReplayClock {
  total: number;
  shown: number;
  speed: number;
  playing: boolean;
  /** Time played since the last bar came out, ms (so a slow timer never loses a bar). */
  carryMs: number;
}

/** What a move of the clock reveals: the indices of the new bars, contiguous and in order. */
export interface ClockMove {
  clock: ReplayClock;
  revealed: number[];
}

export const isSpeed = (v: number): boolean =>
  Number.isInteger(v) && v >= MIN_SPEED && v <= MAX_SPEED;

export function startClock(total: number, shown: number, speed: number): ReplayClock {
  return { total, shown: Math.min(Math.max(shown, 0), total), speed, playing: false, carryMs: 0 };
}

export const finished = (c: ReplayClock): boolean => c.shown >= c.total;

export const play = (c: ReplayClock): ReplayClock => ({ ...c, playing: !finished(c) });

export const pause = (c: ReplayClock): ReplayClock => ({ ...c, playing: false, carryMs: 0 });

export const setSpeed = (c: ReplayClock, speed: number): ReplayClock =>
  isSpeed(speed) ? { ...c, speed } : c;

function reveal(c: ReplayClock, n: number, carryMs: number): ClockMove {
  const count = Math.max(0, Math.min(n, c.total - c.shown));
  const revealed = Array.from({ length: count }, (_, i) => c.shown + i);
  const shown = c.shown + count;
  const done = shown >= c.total;
  return {
    clock: { ...c, shown, carryMs: done ? 0 : carryMs, playing: c.playing && !done },
    revealed,
  };
}

/** One bar forward (paused or playing); nothing once every bar is out. */
export const step = (c: ReplayClock): ClockMove => reveal(c, 1, c.carryMs);

/** Plays `elapsedMs` of wall time: the bars due at the clock's speed; nothing while paused. */
export function advance(c: ReplayClock, elapsedMs: number): ClockMove {
  if (!c.playing || !(elapsedMs > 0)) return { clock: c, revealed: [] };
  const perBar = BAR_MS_AT_1X / c.speed;
  const played = c.carryMs + elapsedMs;
  const due = Math.floor(played / perBar);
  return reveal(c, due, played - due * perBar);
}
