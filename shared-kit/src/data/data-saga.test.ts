import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createDataSaga } from './data-saga';
import { createDataSlice, queryKey, type DataState } from './data-slice';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(ops: Record<string, (args: never) => Promise<unknown>>) {
  const slice = createDataSlice('testData');
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ data: slice.reducer }),
    middleware: (m) => m({ serializableCheck: false }).concat(sagas),
  });
  const selectData = (root: unknown) => (root as { data: DataState }).data;
  sagas.run(createDataSaga(slice, ops, selectData));
  return { slice, store, read: (key: string) => selectData(store.getState()).queries[key] };
}

describe('createDataSaga', () => {
  it('keeps the answer of the newest load when an older one answers later', async () => {
    const answers: Array<(value: string) => void> = [];
    const { slice, store, read } = setup({
      list: () => new Promise<string>((resolve) => answers.push(resolve)),
    });
    store.dispatch(slice.actions.load({ op: 'list', args: undefined }));
    store.dispatch(slice.actions.load({ op: 'list', args: undefined }));
    expect(answers).toHaveLength(2);
    answers[1]!('new');
    await settle();
    answers[0]!('old');
    await settle();
    expect(read(queryKey('list', undefined))).toMatchObject({ status: 'ok', data: 'new' });
  });

  it('reloads the reads a write invalidates after the write succeeded', async () => {
    let saved = 'draft';
    const { slice, store, read } = setup({
      get: () => Promise.resolve(saved),
      save: (args: never) => {
        saved = (args as { value: string }).value;
        return Promise.resolve({ ok: true });
      },
    });
    store.dispatch(slice.actions.load({ op: 'get', args: { id: 1 } }));
    await settle();
    expect(read(queryKey('get', { id: 1 }))?.data).toBe('draft');
    store.dispatch(
      slice.actions.mutate({
        id: 'save',
        op: 'save',
        args: { value: 'sent' },
        invalidates: ['get'],
      }),
    );
    await settle();
    await settle();
    expect(read(queryKey('get', { id: 1 }))).toMatchObject({ status: 'ok', data: 'sent' });
  });
});
