import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { portalApi } from './portal-api';
import type { PortalQueryError } from './http-base-query';
import type { OpRegistry } from './op-registry';

/** Where one read or write stands. */
export type RequestStatus = 'idle' | 'loading' | 'ok' | 'error';

type ArgsOf<F> = F extends (args: infer A) => Promise<unknown> ? A : never;
type ResultOf<F> = F extends (args: never) => Promise<infer R> ? R : never;

/** What a page sees of one read. */
export interface QueryResult<T> {
  data: T | undefined;
  loading: boolean;
  error: string | undefined;
  reload: () => void;
}

/** What a page sees of one write. */
export interface MutationResult<A, T> {
  run: (args: A, invalidates?: string[]) => void;
  status: RequestStatus;
  data: T | undefined;
  error: string | undefined;
  /** Grows after each finished run (success or failure) this component has seen. */
  seq: number;
}

const messageOf = (error: unknown): string | undefined =>
  error ? ((error as PortalQueryError).message ?? String(error)) : undefined;

const STATUS: Record<string, RequestStatus> = {
  uninitialized: 'idle',
  pending: 'loading',
  fulfilled: 'ok',
  rejected: 'error',
};

/**
 * Typed reads and writes over an area's named endpoint clients, served by the portal API (RTK
 * Query): the area gives its clients with `provideOps(area, ops)` when its module mounts.
 * @param area the area's name; writes re-read the named reads of the same area only
 */
export function createDataHooks<Ops extends OpRegistry>(area: string) {
  /** Loads `op(args)` on mount and whenever the arguments change; `skip` holds the load back. */
  function useQuery<K extends keyof Ops & string>(
    op: K,
    args: ArgsOf<Ops[K]>,
    options: { skip?: boolean } = {},
  ): QueryResult<ResultOf<Ops[K]>> {
    const skip = options.skip ?? false;
    const r = portalApi.useRunOpQuery(
      { area, op, args },
      // Pages read fresh data on entry, as they did before the cache existed.
      { skip, refetchOnMountOrArgChange: true },
    );
    const { refetch } = r;
    const reload = useCallback(() => {
      if (!skip) void refetch();
    }, [skip, refetch]);
    return {
      data: r.data as ResultOf<Ops[K]> | undefined,
      loading: !skip && (r.isFetching || r.isUninitialized),
      error: r.isError ? messageOf(r.error) : undefined,
      reload,
    };
  }

  /** A write through `op`; `id` makes forms using the same operation share (or not) one state. */
  function useMutation<K extends keyof Ops & string>(
    op: K,
    id: string = op,
  ): MutationResult<ArgsOf<Ops[K]>, ResultOf<Ops[K]>> {
    const [trigger, r] = portalApi.useRunOpWriteMutation({ fixedCacheKey: `${area}/${id}` });
    // The component's own count of finished runs (adjusted while rendering, like derived state).
    const [seen, setSeen] = useState<{ requestId?: string; seq: number }>({ seq: 0 });
    const finished = r.status === 'fulfilled' || r.status === 'rejected';
    if (finished && r.requestId !== seen.requestId) {
      setSeen({ requestId: r.requestId, seq: seen.seq + 1 });
    }
    const seq = finished && r.requestId !== seen.requestId ? seen.seq + 1 : seen.seq;
    const run = useCallback(
      (args: ArgsOf<Ops[K]>, invalidates?: string[]) => {
        void trigger({ area, op, args, invalidates });
      },
      [trigger, op],
    );
    return useMemo(
      () => ({
        run,
        status: STATUS[r.status] ?? 'idle',
        data: r.data as ResultOf<Ops[K]> | undefined,
        error: r.isError ? messageOf(r.error) : undefined,
        seq,
      }),
      [run, r.status, r.data, r.isError, r.error, seq],
    );
  }

  /** Runs `effect` once per finished run of a mutation (not for results from before mount). */
  function useMutationDone(
    m: { seq: number; status: RequestStatus },
    effect: (ok: boolean) => void,
  ): void {
    const seen = useRef(m.seq);
    const effectRef = useRef(effect);
    effectRef.current = effect;
    useEffect(() => {
      if (m.seq === seen.current) return;
      seen.current = m.seq;
      effectRef.current(m.status === 'ok');
    }, [m.seq, m.status]);
  }

  return { useQuery, useMutation, useMutationDone };
}
