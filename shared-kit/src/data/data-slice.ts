import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where one query or mutation stands. */
export type RequestStatus = 'idle' | 'loading' | 'ok' | 'error';

/** One cached read, keyed by operation and arguments. */
export interface QueryEntry {
  op: string;
  args: unknown;
  status: RequestStatus;
  data?: unknown;
  error?: string;
}

/** One write; `seq` grows with every finished run so pages can react to each result. */
export interface MutationEntry {
  status: RequestStatus;
  data?: unknown;
  error?: string;
  seq: number;
}

export interface DataState {
  queries: Record<string, QueryEntry>;
  mutations: Record<string, MutationEntry>;
}

const initialState: DataState = { queries: {}, mutations: {} };

/** The cache key of a read: the operation name and its arguments. */
export function queryKey(op: string, args: unknown): string {
  return `${op}:${JSON.stringify(args ?? null)}`;
}

/**
 * Reads and writes of an area's pages: components dispatch `load`/`mutate` with the name of an
 * endpoint client, the area's data saga calls it (components never call endpoints themselves).
 * @param name the slice name; one per area, so two areas' sagas never see each other's actions
 */
export function createDataSlice(name: string) {
  return createSlice({
    name,
    initialState,
    reducers: {
      load(state, action: PayloadAction<{ op: string; args: unknown }>) {
        const { op, args } = action.payload;
        const key = queryKey(op, args);
        const prev = state.queries[key];
        state.queries[key] = { ...prev, op, args, status: 'loading' };
      },
      loaded(state, action: PayloadAction<{ key: string; data: unknown }>) {
        const entry = state.queries[action.payload.key];
        if (entry)
          Object.assign(entry, { status: 'ok', data: action.payload.data, error: undefined });
      },
      loadFailed(state, action: PayloadAction<{ key: string; error: string }>) {
        const entry = state.queries[action.payload.key];
        if (entry) Object.assign(entry, { status: 'error', error: action.payload.error });
      },
      mutate(
        state,
        action: PayloadAction<{ id: string; op: string; args: unknown; invalidates?: string[] }>,
      ) {
        const prev = state.mutations[action.payload.id];
        state.mutations[action.payload.id] = { seq: prev?.seq ?? 0, status: 'loading' };
      },
      mutated(state, action: PayloadAction<{ id: string; data: unknown }>) {
        const prev = state.mutations[action.payload.id];
        state.mutations[action.payload.id] = {
          status: 'ok',
          data: action.payload.data,
          seq: (prev?.seq ?? 0) + 1,
        };
      },
      mutationFailed(state, action: PayloadAction<{ id: string; error: string }>) {
        const prev = state.mutations[action.payload.id];
        state.mutations[action.payload.id] = {
          status: 'error',
          error: action.payload.error,
          seq: (prev?.seq ?? 0) + 1,
        };
      },
      /** Reloads every cached read of the given operations (after a write changed them). */
      invalidate(_state, _action: PayloadAction<string[]>) {},
    },
  });
}

/** A data slice made by `createDataSlice`. */
export type DataSlice = ReturnType<typeof createDataSlice>;
