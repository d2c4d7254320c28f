import { FairQueue, type FairTicket } from './fair-queue';

/** A job that records its start and ends when told. */
function gate(log: string[], name: string) {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { job: () => (log.push(name), done), end: () => end() };
}
const ticket = (q: FairQueue<string>, owner: string): FairTicket => {
  const t = q.reserve(owner);
  if (typeof t === 'string') throw new Error(t);
  return t;
};
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the fair backtest queue (issue 35)', () => {
  it('takes turns between users instead of first come, first served', async () => {
    const q = new FairQueue<string>(1, 10, 100);
    const log: string[] = [];
    const jobs = ['a1', 'a2', 'a3', 'b1', 'c1', 'b2'].map((name) => gate(log, name));
    // The owner is the name's letter: user a sends three backtests before b and c send theirs.
    const started = jobs.map((g, i) => ticket(q, 'aaabcb'[i]!).run(g.job));
    expect(started).toEqual([true, false, false, false, false, false]);
    // End each job as it starts, in the order they start.
    for (let k = 0; k < jobs.length; k += 1) {
      const name = log[k]!;
      jobs.find((_, i) => ['a1', 'a2', 'a3', 'b1', 'c1', 'b2'][i] === name)!.end();
      await settle();
    }
    // FIFO would be a1 a2 a3 b1 c1 b2: one user's three backtests ahead of everyone else.
    expect(log).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('caps places per user and in all, held from the reservation on', async () => {
    const q = new FairQueue<string>(2, 2, 3);
    const a1 = ticket(q, 'a');
    ticket(q, 'a');
    expect(q.reserve('a')).toBe('owner-full');
    ticket(q, 'b');
    expect(q.reserve('c')).toBe('full');
    a1.cancel();
    expect(q.heldBy('a')).toBe(1);
    expect(typeof q.reserve('c')).toBe('object');
  });

  it('gives the place back when a job fails', async () => {
    const q = new FairQueue<string>(1, 1, 10);
    ticket(q, 'a').run(() => Promise.reject(new Error('boom')));
    await settle();
    expect(q.heldBy('a')).toBe(0);
    expect(q.active()).toBe(0);
  });
});
