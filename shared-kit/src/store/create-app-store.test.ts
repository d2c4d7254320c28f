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
});
