import { Worker } from 'node:worker_threads';
import { PasswordHasher } from '../identity';

/** The worker: bcryptjs hashes in its own thread, one message per password. */
const WORKER_CODE = (bcryptPath: string) => `
const { parentPort } = require('node:worker_threads');
const bcrypt = require(${JSON.stringify(bcryptPath)});
parentPort.on('message', (m) => {
  try {
    parentPort.postMessage({ id: m.id, hash: bcrypt.hashSync(m.password, m.rounds) });
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: String((e && e.message) || e) });
  }
});`;

interface Answer {
  id: number;
  hash?: string;
  error?: string;
}

/**
 * bcrypt for bulk imports, in a worker thread (issue 35). bcryptjs is plain JavaScript: its async
 * hash still holds the event loop for up to 100 ms a slice, so thousands of imported passwords
 * kept every other request waiting. The worker starts on the first hash and never keeps the
 * process alive; `close` ends it. Verification stays with the base class (logins are one at a time).
 */
export class WorkerPasswordHasher extends PasswordHasher {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly waiting = new Map<number, { ok(h: string): void; fail(e: Error): void }>();

  constructor(private readonly cost: number) {
    super(cost);
  }

  override hash(password: string): Promise<string> {
    const worker = this.start();
    const id = (this.nextId += 1);
    return new Promise((ok, fail) => {
      if (this.waiting.size === 0) worker.ref(); // an answer is awaited: keep the process up
      this.waiting.set(id, { ok, fail });
      worker.postMessage({ id, password, rounds: this.cost });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_CODE(require.resolve('bcryptjs')), { eval: true });
    worker.unref();
    worker.on('message', (m: Answer) => {
      const w = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      if (this.waiting.size === 0) worker.unref();
      if (m.hash !== undefined) w?.ok(m.hash);
      else w?.fail(new Error(m.error ?? 'hash failed'));
    });
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const w of this.waiting.values()) w.fail(error);
      this.waiting.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', () => failAll(new Error('hash worker stopped')));
    this.worker = worker;
    return worker;
  }
}
