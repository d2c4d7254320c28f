import type { AppContext } from '../../context';
import { refuse } from '../../http/app-error';
import type { SchemeDefinition } from './scheme-schema';
import { runSchemeBacktest, type ResolvedSettings } from './backtest-runner';
import { FairQueue } from './fair-queue';
import { researchOf, type ResearchService } from './research-service';
import type { SchemeView } from './research.repository';

/** Pushed to the user while a backtest runs: { backtestId, progress 0..100, complete, status }. */
export const BACKTEST_PROGRESS_EVENT = 'BacktestProgress';
/** Backtests running at once on one server (each yields often; this bounds memory). */
export const MAX_RUNNING = 2;
/** Backtests one user may have running or waiting, and all users together (one server). */
export const MAX_PER_USER = 3;
export const MAX_QUEUED = 200;
/** Refusals of a backtest the queue has no place for. */
export const QUEUE_TEXT = {
  BUSY: '回测任务繁忙，请稍后再试',
  ONE_AT_A_TIME: `已有${MAX_PER_USER}个回测在进行或排队，请等待完成`,
} as const;
/** Stored backtests per user (older reports are dropped). */
const KEEP_BACKTESTS = 30;

/** The server's backtest queue: MAX_RUNNING at a time, users taking turns (issue 35). */
export function backtestQueueOf(ctx: AppContext): FairQueue<number> {
  return (ctx.services.backtests ??= new FairQueue<number>(MAX_RUNNING, MAX_PER_USER, MAX_QUEUED));
}

/**
 * The job of one stored backtest: runs it with progress pushes to its owner, stores the report
 * (or the failure) and prunes the owner's old reports.
 */
export function backtestJob(
  ctx: AppContext,
  research: ResearchService,
  run: { userId: number; backtestId: number; scheme: SchemeDefinition; settings: ResolvedSettings },
): () => Promise<void> {
  const { repo } = research;
  const push = (progress: number, complete: boolean, status: string) =>
    ctx.hub.toUser(run.userId, BACKTEST_PROGRESS_EVENT, {
      backtestId: run.backtestId,
      progress,
      complete,
      status,
    });
  return async () => {
    const started = performance.now();
    let last = -1;
    push(0, false, 'running');
    try {
      const report = await runSchemeBacktest(research, run.scheme, run.settings, (pct) => {
        const whole = Math.floor(pct);
        if (whole === last) return;
        last = whole;
        push(whole, false, 'running');
      });
      const m = report.metrics;
      await repo.finish(run.backtestId, {
        report,
        elapsedMs: performance.now() - started,
        summary: {
          TotalYield: m.TotalYield,
          AnnualYield: m.AnnualYield,
          MaxRetracement: m.MaxRetracement,
          SharpIndex: m.SharpIndex,
          finalAssets: report.finalAssets,
          benchYield: (report.bench[report.bench.length - 1] ?? 1) - 1,
          trades: report.trades.length,
        },
      });
      await repo.prune(run.userId, KEEP_BACKTESTS);
      push(100, true, 'done');
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      await repo
        .finish(run.backtestId, { error: msg, elapsedMs: performance.now() - started })
        .catch(() => undefined);
      push(0, true, 'failed');
    }
  };
}

/**
 * A backtest written and run by the fair queue (a place held before anything is written); the
 * owner told over the hub when it waits.
 */
export async function enqueueBacktest(
  ctx: AppContext,
  userId: number,
  scheme: SchemeView & { userId: number },
  settings: ResolvedSettings,
): Promise<{ backtestId: number; queued: boolean }> {
  const research = researchOf(ctx);
  const queue = backtestQueueOf(ctx);
  // A place in the fair queue is held before anything is written.
  const ticket = queue.reserve(userId);
  if (ticket === 'full') throw refuse(QUEUE_TEXT.BUSY);
  if (ticket === 'owner-full') throw refuse(QUEUE_TEXT.ONE_AT_A_TIME);
  let backtestId: number;
  try {
    backtestId = await research.repo.insertBacktest(scheme, settings);
  } catch (error) {
    ticket.cancel();
    throw error;
  }
  const job = backtestJob(ctx, research, { userId, backtestId, scheme, settings });
  const startedNow = ticket.run(job);
  if (!startedNow)
    ctx.hub.toUser(userId, BACKTEST_PROGRESS_EVENT, {
      backtestId,
      progress: 0,
      complete: false,
      status: 'queued',
    });
  return { backtestId, queued: !startedNow };
}
