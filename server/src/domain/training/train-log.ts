import { TRAINING_TEXT as T } from './messages';

/** Why a training cannot start, or undefined when it may (spec §4 training session). */
export function startRefusal(s: {
  projectExists: boolean;
  assigned: boolean;
  running: boolean;
}): string | undefined {
  if (!s.projectExists) return T.PROJECT_NOT_FOUND;
  if (!s.assigned) return T.NOT_ASSIGNED;
  if (s.running) return T.TRAINING_RUNNING;
  return undefined;
}

/** Why a log cannot be scored, or undefined: only ended logs, scores 0-100 with one decimal. */
export function scoreRefusal(
  log: { endedAt: Date | null } | undefined,
  score: number,
): string | undefined {
  if (!log) return T.LOG_NOT_FOUND;
  if (!log.endedAt) return T.LOG_NOT_ENDED;
  if (!Number.isFinite(score) || score < 0 || score > 100) return T.SCORE_RANGE;
  return undefined;
}

/** The log ids of a `LogIDs` header ("12,13"): positive integers, at most 20, no repeats. */
export function parseLogIds(header: string | string[] | undefined): number[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (text.length > 400) return [];
  const ids = text
    .split(',')
    .map((p) => Number(p.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)].slice(0, 20);
}

/** One order or fill inside a training window, as the log detail lists it. */
export interface WindowTrade {
  side: number;
  qty: number;
  /** Amount in yuan. */
  amount: number;
}

/** Counts and turnover (yuan, to the fen) of the fills of a training. */
export function summarizeFills(fills: readonly WindowTrade[]): {
  fillCount: number;
  buyAmount: number;
  sellAmount: number;
} {
  let buyAmount = 0;
  let sellAmount = 0;
  for (const f of fills) {
    if (f.side === 1) buyAmount += f.amount;
    else sellAmount += f.amount;
  }
  const fen = (v: number) => Math.round(v * 100) / 100;
  return { fillCount: fills.length, buyAmount: fen(buyAmount), sellAmount: fen(sellAmount) };
}

/** Minutes between start and end, rounded down; 0 while running. */
export function durationMinutes(startedAt: Date, endedAt: Date | null): number {
  if (!endedAt) return 0;
  return Math.max(0, Math.floor((endedAt.getTime() - startedAt.getTime()) / 60_000));
}
