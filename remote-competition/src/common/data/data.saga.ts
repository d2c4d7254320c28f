import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { MESSAGES } from '@portal/shared-kit';
import { dataSlice, queryKey, type DataState } from './data.slice';

/** Endpoint clients by name; each takes one argument object. */
export type OpRegistry = Record<string, (args: never) => Promise<unknown>>;

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : MESSAGES.REQUEST_FAILED;

/**
 * The saga behind `dataSlice`: runs the named endpoint client for each load and mutate, then
 * reloads the reads a write invalidates.
 * @param ops the endpoint clients by name
 * @param selectData reads the data state out of the root state
 */
export function createDataSaga(ops: OpRegistry, selectData: (root: unknown) => DataState) {
  const run = (op: string, args: unknown): Promise<unknown> => {
    const fn = ops[op] as ((a: unknown) => Promise<unknown>) | undefined;
    if (!fn) return Promise.reject(new Error(op));
    return fn(args);
  };

  function* onLoad(action: ReturnType<typeof dataSlice.actions.load>): SagaIterator {
    const { op, args } = action.payload;
    const key = queryKey(op, args);
    try {
      const data: unknown = yield call(run, op, args);
      yield put(dataSlice.actions.loaded({ key, data }));
    } catch (error) {
      yield put(dataSlice.actions.loadFailed({ key, error: errorText(error) }));
    }
  }

  function* reload(ops_: string[]): SagaIterator {
    const state: DataState = yield select(selectData);
    const stale = Object.values(state.queries).filter((q) => ops_.includes(q.op));
    yield all(stale.map((q) => put(dataSlice.actions.load({ op: q.op, args: q.args }))));
  }

  function* onMutate(action: ReturnType<typeof dataSlice.actions.mutate>): SagaIterator {
    const { id, op, args, invalidates } = action.payload;
    try {
      const data: unknown = yield call(run, op, args);
      yield put(dataSlice.actions.mutated({ id, data }));
      if (invalidates?.length) yield call(reload, invalidates);
    } catch (error) {
      yield put(dataSlice.actions.mutationFailed({ id, error: errorText(error) }));
    }
  }

  function* onInvalidate(action: ReturnType<typeof dataSlice.actions.invalidate>): SagaIterator {
    yield call(reload, action.payload);
  }

  return function* dataSaga(): SagaIterator {
    yield takeEvery(dataSlice.actions.load.type, onLoad);
    yield takeEvery(dataSlice.actions.mutate.type, onMutate);
    yield takeEvery(dataSlice.actions.invalidate.type, onInvalidate);
  };
}
