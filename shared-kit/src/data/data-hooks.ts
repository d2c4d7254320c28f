import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { queryKey, type DataSlice, type DataState, type RequestStatus } from './data-slice';

type AnyOp = (args: never) => Promise<unknown>;
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
  /** Grows after each finished run (success or failure). */
  seq: number;
}

/**
 * Typed hooks over an area's endpoint registry.
 * @param slice the area's data slice
 * @param selectData reads the data state out of the root state
 */
export function createDataHooks<Ops extends Record<string, AnyOp>>(
  slice: DataSlice,
  selectData: (root: unknown) => DataState | undefined,
) {
  /** Loads `op(args)` on mount and whenever the arguments change; `skip` holds the load back. */
  function useQuery<K extends keyof Ops & string>(
    op: K,
    args: ArgsOf<Ops[K]>,
    options: { skip?: boolean } = {},
  ): QueryResult<ResultOf<Ops[K]>> {
    const dispatch = useDispatch();
    const key = queryKey(op, args);
    const entry = useSelector((root: unknown) => selectData(root)?.queries[key]);
    // The key string stands for the arguments: reload only when it changes.
    const argsRef = useRef(args);
    argsRef.current = args;
    const reload = useCallback(() => {
      dispatch(slice.actions.load({ op, args: argsRef.current }));
    }, [dispatch, op]);
    useEffect(() => {
      if (!options.skip) reload();
    }, [key, options.skip, reload]);
    return {
      data: entry?.data as ResultOf<Ops[K]> | undefined,
      loading: !options.skip && (!entry || entry.status === 'loading'),
      error: entry?.error,
      reload,
    };
  }

  /** A write through `op`; `id` separates independent forms using the same operation. */
  function useMutation<K extends keyof Ops & string>(
    op: K,
    id: string = op,
  ): MutationResult<ArgsOf<Ops[K]>, ResultOf<Ops[K]>> {
    const dispatch = useDispatch();
    const entry = useSelector((root: unknown) => selectData(root)?.mutations[id]);
    const run = useCallback(
      (args: ArgsOf<Ops[K]>, invalidates?: string[]) => {
        dispatch(slice.actions.mutate({ id, op, args, invalidates }));
      },
      [dispatch, id, op],
    );
    return useMemo(
      () => ({
        run,
        status: entry?.status ?? 'idle',
        data: entry?.data as ResultOf<Ops[K]> | undefined,
        error: entry?.error,
        seq: entry?.seq ?? 0,
      }),
      [entry, run],
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
