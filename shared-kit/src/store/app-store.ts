import { createAppStore } from './create-app-store';
import type { AppStore } from './create-app-store';

// Page-global: shared-kit is a federation singleton, so the shell and every remote share this store.
let pageStore: AppStore | null = null;

/** The page's store, created on first use. */
export function getAppStore(): AppStore {
  pageStore ??= createAppStore();
  return pageStore;
}
