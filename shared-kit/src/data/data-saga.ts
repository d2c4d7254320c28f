import { all, call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type { SagaIterator, Task } from 'redux-saga';
import { MESSAGES } from '../domain';
import { queryKey, type DataSlice, type DataState } from './data-slice';

/** Endpoint clients by name; each takes one argument object. */
export type OpRegistry = Record<string, (args: never) => Promise<unknown>>;

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : MESSAGES.REQUEST_FAILED;

/**
 * The saga behind a data slice: runs the named endpoint client for each load and mutate, then
 * reloads the reads a write invalidates.
 * @param slice the area's data slice
 * @param ops the endpoint clients by name
 * @param selectData reads the data state out of the root state
 */
export function createDataSaga(
  slice: DataSlice,
  ops: OpRegistry,
  selectData: (root: unknown) => DataState,
) {
  const { actions } = slice;
  const run = (op: string, args: unknown): Promise<unknown> => {
    const fn = ops[op] as ((a: unknown) => Promise<unknown>) | undefined;
    if (!fn) return Promise.reject(new Error(op));
    return fn(args);
  };

  function* onLoad(action: ReturnType<typeof actions.load>): SagaIterator {
    const { op, args } = action.payload;
    const key = queryKey(op, args);
    try {
      const data: unknown = yield call(run, op, args);
      yield put(actions.loaded({ key, data }));
    } catch (error) {
      yield put(actions.loadFailed({ key, error: errorText(error) }));
    }
  }

  function* reload(names: string[]): SagaIterator {
    const state: DataState = yield select(selectData);
    const stale = Object.values(state.queries).filter((q) => names.includes(q.op));
    yield all(stale.map((q) => put(actions.load({ op: q.op, args: q.args }))));
  }

  function* onMutate(action: ReturnType<typeof actions.mutate>): SagaIterator {
    const { id, op, args, invalidates } = action.payload;
    try {
      const data: unknown = yield call(run, op, args);
      yield put(actions.mutated({ id, data }));
      if (invalidates?.length) yield call(reload, invalidates);
    } catch (error) {
      yield put(actions.mutationFailed({ id, error: errorText(error) }));
    }
  }

  function* onInvalidate(action: ReturnType<typeof actions.invalidate>): SagaIterator {
    yield call(reload, action.payload);
  }

  /** One load per key at a time: a newer load cancels the older, whose late answer is dropped. */
  function* watchLoads(): SagaIterator {
    const running = new Map<string, Task>();
    for (;;) {
      const action: ReturnType<typeof actions.load> = yield take(actions.load.type);
      const key = queryKey(action.payload.op, action.payload.args);
      const older = running.get(key);
      if (older?.isRunning()) yield cancel(older);
      running.set(key, (yield fork(onLoad, action)) as Task);
    }
  }

  return function* dataSaga(): SagaIterator {
    yield fork(watchLoads);
    yield takeEvery(actions.mutate.type, onMutate);
    yield takeEvery(actions.invalidate.type, onInvalidate);
  };
}
