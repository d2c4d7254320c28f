import { toasts } from './kit-compat';

/** What sagas may do to the page: move to a path, tell the user something. */
export interface AuthEffects {
  navigate(path: string): void;
  success(text: string): void;
  warning(text: string): void;
  error(text: string): void;
}

const fallback: AuthEffects = {
  navigate(path) {
    window.location.assign(path);
  },
  success: (text) => toasts.success(text),
  warning: (text) => toasts.warning(text),
  error: (text) => toasts.error(text),
};

let current: AuthEffects = fallback;

/**
 * The page effects sagas call. Sagas run outside React, so the mounted area hands them the router's
 * navigate and the portal's toasts through `setAuthEffects` (see AuthEffectsBridge).
 */
export const authEffects: AuthEffects = {
  navigate: (path) => current.navigate(path),
  success: (text) => current.success(text),
  warning: (text) => current.warning(text),
  error: (text) => current.error(text),
};

/** Installs the page's effects; returns the function that restores the previous ones. */
export function setAuthEffects(effects: AuthEffects): () => void {
  const previous = current;
  current = effects;
  return () => {
    current = previous;
  };
}
