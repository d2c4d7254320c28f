import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { getAppStore } from './app-store';
import type { AppStore } from './create-app-store';

/** Props of StoreProvider; `store` defaults to the page's store. */
export interface StoreProviderProps {
  store?: AppStore;
  children?: ReactNode;
}

/** Puts the portal's store in context for react-redux hooks and `useInjected`. */
export function StoreProvider({ store, children }: StoreProviderProps) {
  return <Provider store={store ?? getAppStore()}>{children}</Provider>;
}
