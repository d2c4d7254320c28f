import type { Queryable } from './db';

type Hook = () => Promise<void> | void;

/** Open transactions (the Queryable a `transaction` body receives) → hooks to run at their end. */
const open = new WeakMap<Queryable, Hook[]>();

/**
 * Runs `hook` once the transaction `q` has ended (committed or rolled back), or at once when `q`
 * is no transaction. Cache invalidations use it: a row re-read between the write and the commit
 * would otherwise still be the old one.
 */
export async function afterCommit(q: Queryable, hook: Hook): Promise<void> {
  const hooks = open.get(q);
  if (hooks) hooks.push(hook);
  else await hook();
}

/**
 * The adapters' transaction wrapper: registers the transaction's Queryable for `afterCommit`,
 * runs the body in `run` (which commits or rolls back), then the hooks, before answering.
 */
export async function withCommitHooks<T>(
  run: (register: (tx: Queryable) => Queryable) => Promise<T>,
): Promise<T> {
  const hooks: Hook[] = [];
  const register = (tx: Queryable) => (open.set(tx, hooks), tx);
  try {
    return await run(register);
  } finally {
    for (const hook of hooks) await Promise.resolve(hook()).catch(() => undefined);
  }
}
