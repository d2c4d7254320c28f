import type { AppContext } from '../context';
import { AppError } from './app-error';

/** Texts of the import queue. */
export const IMPORT_JOB_TEXT = {
  BUSY: '导入任务排队已满，请稍后再试',
} as const;

/** Jobs that may wait behind the running one before new ones are refused. */
const MAX_WAITING = 20;

/**
 * The server's spreadsheet imports (issue 35): uploads are read one after another (a streaming
 * read of a bounded file, well under a second), and the import jobs that follow (rows checked
 * and stored, passwords hashed) run one at a time in the order they came, off the request path:
 * the request answers as soon as its rows are read, progress goes out as ImportProgress pushes.
 * One heavy import at a time keeps memory and the event loop free for everyone else.
 */
export class ImportJobs {
  private reading: Promise<unknown> = Promise.resolve();
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(private readonly maxWaiting = MAX_WAITING) {}

  /** Runs `read` once every read before it is done. */
  read<T>(read: () => Promise<T>): Promise<T> {
    const next = this.reading.then(read, read);
    this.reading = next.catch(() => undefined);
    return next;
  }

  /**
   * Queues an import job; answers how many jobs run or wait ahead of it (0: it starts now).
   * A failing job is handed to `onError` and does not stop the ones after it.
   * @throws 429 when the queue is full.
   */
  submit(job: () => Promise<unknown>, onError: (error: unknown) => void): number {
    if (this.pending > this.maxWaiting) throw new AppError(429, IMPORT_JOB_TEXT.BUSY, 429);
    const ahead = this.pending;
    this.pending += 1;
    this.chain = this.chain
      .then(job)
      .catch(onError)
      .finally(() => {
        this.pending -= 1;
      })
      .then(() => undefined);
    return ahead;
  }

  /** Jobs running or waiting. */
  size(): number {
    return this.pending;
  }

  /** Resolves once every job submitted so far is done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.chain;
  }
}

/** The import queue of a server (one per context, shared by every import route). */
export function importJobsOf(ctx: AppContext): ImportJobs {
  return (ctx.services.importJobs ??= new ImportJobs());
}
