import { useContext, useState } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { getAppStore } from './app-store';
import type { AppStore } from './create-app-store';

/** What a remote's module brings to the store. */
export interface InjectedModule {
  key: string;
  reducer?: Reducer;
  saga?: Saga;
}

/**
 * Injects a module's reducer and saga into the store in context (or the page's store) when the
 * component first mounts. Injection happens during the first render, before any child selects the
 * new state; it is idempotent, so remounts and StrictMode double renders change nothing.
 */
export function useInjected({ key, reducer, saga }: InjectedModule): void {
  const context = useContext(ReactReduxContext);
  const store = (context?.store as AppStore | undefined) ?? getAppStore();
  useState(() => {
    if (reducer) store.injectReducer(key, reducer);
    if (saga) store.injectSaga(key, saga);
    return key;
  });
}
