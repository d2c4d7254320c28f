/** A BacktestProgress push of the hub (server/API-research.md). */
export interface BacktestProgress {
  backtestId: number;
  /** 0..100. */
  progress: number;
  complete: boolean;
  status: 'running' | 'done' | 'failed';
}

/** The hub event a running backtest reports on. */
export const BACKTEST_PROGRESS_EVENT = 'BacktestProgress';

/** Reads a push whatever the case of its keys; null when it is not a backtest's progress. */
export function readBacktestProgress(raw: unknown): BacktestProgress | null {
  const o = (raw ?? {}) as Record<string, unknown>;
  const get = (k: string) =>
    o[k] ?? o[k.toLowerCase()] ?? o[k.charAt(0).toUpperCase() + k.slice(1)];
  const backtestId = Number(get('backtestId'));
  if (!Number.isInteger(backtestId) || backtestId <= 0) return null;
  const status = String(get('status') ?? 'running');
  return {
    backtestId,
    progress: Math.max(0, Math.min(100, Number(get('progress') ?? 0) || 0)),
    complete: Boolean(get('complete')),
    status: status === 'done' || status === 'failed' ? status : 'running',
  };
}

/**
 * Kept registered for the page's life once the screener was opened: a backtest started here may
 * still report after the user moved on, and every push needs a handler (no hub warning).
 */
export function ignoreBacktestProgress(): void {
  // The strategy page shows progress; elsewhere the push is deliberately ignored.
}
