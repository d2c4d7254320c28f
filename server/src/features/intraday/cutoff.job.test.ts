import { CUTOFF_POLL_MS, startCutoffJob } from './cutoff.job';
import type { TradingService } from '../trading';
import type { IntradayRepository } from './intraday.repository';

/** A trading service that only answers the market time; the job's polls are counted by repo reads. */
function stubs() {
  const svc = {
    engine: { settling: Promise.resolve() },
    core: { market: { now: () => ({ tradingDate: '2026-11-25', clock: '15:00:00' }) } },
  } as unknown as TradingService;
  const reads = { n: 0 };
  const repo = {
    accounts: async () => {
      reads.n += 1;
      return [];
    },
  } as unknown as IntradayRepository;
  return { svc, repo, reads };
}

describe('intraday cut-off job', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs only while this process leads the cluster', async () => {
    const { svc, repo, reads } = stubs();
    let leader = false;
    const job = startCutoffJob(svc, repo, () => leader);
    await jest.advanceTimersByTimeAsync(CUTOFF_POLL_MS * 3);
    expect(reads.n).toBe(0);
    leader = true;
    await jest.advanceTimersByTimeAsync(CUTOFF_POLL_MS);
    expect(reads.n).toBeGreaterThan(0);
    job.stop();
  });
});
