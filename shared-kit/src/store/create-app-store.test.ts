import { createSlice } from '@reduxjs/toolkit';
import { put, take } from 'redux-saga/effects';
import { createAppStore, type AppStore } from './create-app-store';

/** The state of the injected slices (the portal API's cache is always there beside them). */
const injected = (store: AppStore) => {
  const { portalApi, ...rest } = store.getState();
  expect(portalApi).toBeDefined();
  return rest;
};

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: {
    added: (state) => {
      state.value += 1;
    },
  },
});

function* addOnPing() {
  while (true) {
    yield take('ping');
    yield put(counter.actions.added());
  }
}

describe('app store', () => {
  it('adds an injected reducer to the root state', () => {
    const store = createAppStore();
    store.injectReducer('counter', counter.reducer);
    store.dispatch(counter.actions.added());
    expect(injected(store)).toEqual({ counter: { value: 1 } });
    expect(store.hasReducer('counter')).toBe(true);
  });

  it('keeps earlier slices when another reducer is injected', () => {
    const store = createAppStore();
    store.injectReducer('counter', counter.reducer);
    store.dispatch(counter.actions.added());
    store.injectReducer('other', (state: string = 'x') => state);
    expect(injected(store)).toEqual({ counter: { value: 1 }, other: 'x' });
  });

  it('runs an injected saga', () => {
    const store = createAppStore();
    store.injectReducer('counter', counter.reducer);
    store.injectSaga('counter', addOnPing);
    store.dispatch({ type: 'ping' });
    expect(injected(store)).toEqual({ counter: { value: 1 } });
  });

  it('runs a saga injected twice only once', () => {
    const store = createAppStore();
    store.injectReducer('counter', counter.reducer);
    store.injectSaga('counter', addOnPing);
    store.injectSaga('counter', addOnPing);
    store.dispatch({ type: 'ping' });
    expect(injected(store)).toEqual({ counter: { value: 1 } });
  });

  it('stops an ejected saga and runs it again when re-injected', () => {
    const store = createAppStore();
    store.injectReducer('counter', counter.reducer);
    store.injectSaga('counter', addOnPing);
    store.ejectSaga('counter');
    store.dispatch({ type: 'ping' });
    expect(injected(store)).toEqual({ counter: { value: 0 } });
    store.injectSaga('counter', addOnPing);
    store.dispatch({ type: 'ping' });
    expect(injected(store)).toEqual({ counter: { value: 1 } });
  });

  it('keeps its development checks, without a warning for a check slowed by a busy machine', () => {
    const store = createAppStore();
    store.injectReducer(counter.name, counter.reducer);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Every clock reading 40 ms after the last: each check "takes" more than RTK's default 32 ms.
    let now = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += 40));
    try {
      store.dispatch(counter.actions.added());
      expect(warn).not.toHaveBeenCalled();
      // A function in an action is still reported.
      store.dispatch({ type: 'with-a-function', payload: () => undefined });
      expect(error.mock.calls.flat().join(' ')).toMatch(/non-serializable/);
    } finally {
      clock.mockRestore();
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
