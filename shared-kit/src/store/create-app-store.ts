import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { EnhancedStore, Middleware, Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Saga, Task } from 'redux-saga';
import { attachPushBridge, portalApi } from '../data';

/**
 * When a development check's own run is worth a console warning. RTK's default, 32 ms, is passed
 * on a busy machine by this store's small state (48 ms seen beside a CI run) and fails every page
 * that leaves the console clean; the checks themselves still run and report what they find.
 */
const CHECK_WARN_AFTER_MS = 1000;

/** The root state: one entry per injected reducer, keyed as injected. */
export type AppState = Record<string, unknown>;

/** The portal's Redux store, which grows as remotes inject their reducers and sagas. */
export interface AppStore extends EnhancedStore<AppState> {
  /** Adds (or replaces) the reducer under `key`; the same reducer again is a no-op. */
  injectReducer(key: string, reducer: Reducer): void;
  /** Runs `saga` under `key` unless a saga of that key is still running. */
  injectSaga(key: string, saga: Saga): void;
  /** Cancels the saga of `key`, so a later injection runs it again. */
  ejectSaga(key: string): void;
  hasReducer(key: string): boolean;
}

/**
 * Creates a store with redux-saga middleware and run-time injection of reducers and sagas
 * (a remote's module injects its own when it first mounts). The portal API (RTK Query) is there
 * from the start: remotes only inject endpoints, which need no reducer or middleware of their
 * own, so a remote built after the shell is served by the shell's store. The hub's user pushes
 * invalidate the API's cached account data (push-bridge.ts).
 */
export function createAppStore(): AppStore {
  const reducers: Record<string, Reducer> = { [portalApi.reducerPath]: portalApi.reducer };
  const sagas = new Map<string, Task>();
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers(reducers) as Reducer<AppState>,
    // Development checks skip the API's cache: RTK Query writes it through immer itself, and
    // walking every cached answer on each action is what makes the checks slow.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        immutableCheck: { ignoredPaths: [portalApi.reducerPath], warnAfter: CHECK_WARN_AFTER_MS },
        serializableCheck: {
          ignoredPaths: [portalApi.reducerPath],
          warnAfter: CHECK_WARN_AFTER_MS,
        },
      }).concat(portalApi.middleware as Middleware, sagaMiddleware),
  });
  attachPushBridge(store.dispatch);

  const injections: Omit<AppStore, keyof EnhancedStore> = {
    injectReducer(key, reducer) {
      if (reducers[key] === reducer) return;
      reducers[key] = reducer;
      store.replaceReducer(combineReducers(reducers) as Reducer<AppState>);
    },
    injectSaga(key, saga) {
      if (sagas.get(key)?.isRunning()) return;
      sagas.set(key, sagaMiddleware.run(saga));
    },
    ejectSaga(key) {
      sagas.get(key)?.cancel();
      sagas.delete(key);
    },
    hasReducer: (key) => key in reducers,
  };
  return Object.assign(store, injections);
}
