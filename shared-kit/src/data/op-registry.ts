import { toQueryError, type PortalQueryError } from './http-base-query';

/** Endpoint clients by name; each takes one argument object. */
export type OpRegistry = Record<string, (args: never) => Promise<unknown>>;

/** One call of a named endpoint client of an area. */
export interface OpCall {
  area: string;
  op: string;
  args: unknown;
}

// Page-global (shared-kit is a federation singleton): each area's clients, given when it mounts.
const registries = new Map<string, OpRegistry>();

/**
 * Gives an area's endpoint clients to the portal API (done when the area's module is injected);
 * its pages then read and write them by name (`createDataHooks`).
 */
export function provideOps(area: string, ops: OpRegistry): void {
  registries.set(area, { ...registries.get(area), ...ops });
}

/** Runs one named client; the result or the error as RTK Query's `queryFn` returns them. */
export async function runOp({
  area,
  op,
  args,
}: OpCall): Promise<{ data: unknown } | { error: PortalQueryError }> {
  const fn = registries.get(area)?.[op] as ((a: unknown) => Promise<unknown>) | undefined;
  if (!fn) return { error: { message: `${area}/${op}` } };
  try {
    // RTK Query treats `undefined` as "no data yet": keep an empty answer as null.
    return { data: (await fn(args)) ?? null };
  } catch (error) {
    return { error: toQueryError(error) };
  }
}
