import { Client } from 'pg';

/** Advisory-lock key space of the cluster (first int of the two-int key). */
export const LOCK_SPACE = { LEADER: 913_001, ACCOUNT: 913_002, BOARD: 913_003 } as const;

/** What a process learns when it becomes leader or stops being one. */
export interface Leadership {
  leader: boolean;
  /** Fencing token: grows with every new leader; 0 while not leader. */
  epoch: number;
}

/**
 * Leader election on a PostgreSQL session advisory lock held on a dedicated connection. Every
 * process tries `pg_try_advisory_lock` once per interval; the holder is the leader until its
 * connection ends (a killed process's lock is released by the server at once). A leader that
 * cannot reach its connection steps down before anyone else can take over, so two processes never
 * act as leader with the same epoch. The epoch (cluster_leader row) is bumped on each takeover.
 */
export class LeaderElection {
  private client: Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private state: Leadership = { leader: false, epoch: 0 };
  private readonly listeners = new Set<(l: Leadership) => void>();
  private busy = false;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly node: string,
    private readonly intervalMs = 1000,
  ) {}

  get current(): Leadership {
    return this.state;
  }

  onChange(listener: (l: Leadership) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    const c = this.client;
    this.client = undefined;
    this.set({ leader: false, epoch: 0 });
    await c?.end().catch(() => undefined);
  }

  private set(next: Leadership): void {
    if (next.leader === this.state.leader && next.epoch === this.state.epoch) return;
    this.state = next;
    for (const l of this.listeners) l(next);
  }

  private async connect(): Promise<Client> {
    if (this.client) return this.client;
    const c = new Client({ connectionString: this.url });
    c.on('error', () => this.lost(c));
    c.on('end', () => this.lost(c));
    await c.connect();
    this.client = c;
    return c;
  }

  private lost(c: Client): void {
    if (this.client !== c) return;
    this.client = undefined;
    this.set({ leader: false, epoch: 0 });
  }

  private async tick(): Promise<void> {
    if (this.busy || this.stopped) return;
    this.busy = true;
    try {
      const c = await this.connect();
      if (this.state.leader) {
        // Still holding the session: a failed round trip ends it (lost() steps down).
        await c.query('SELECT 1');
        return;
      }
      const { rows } = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, 0) AS ok', [
        LOCK_SPACE.LEADER,
      ]);
      if (!rows[0]?.ok) return;
      const bumped = await c.query<{ epoch: string }>(
        `INSERT INTO cluster_leader (id, epoch, node, since) VALUES (1, 1, $1, now())
         ON CONFLICT (id) DO UPDATE SET epoch = cluster_leader.epoch + 1, node = $1, since = now()
         RETURNING epoch`,
        [this.node],
      );
      this.set({ leader: true, epoch: Number(bumped.rows[0]?.epoch ?? 1) });
    } catch {
      const c = this.client;
      this.client = undefined;
      this.set({ leader: false, epoch: 0 });
      await c?.end().catch(() => undefined);
    } finally {
      this.busy = false;
    }
  }
}
