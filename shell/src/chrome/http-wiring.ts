import { TIMINGS_MS, browserNavigator, http, type Notifier } from '@portal/shared-kit';

/** sessionStorage key of a message that must survive the reload after a session expiry. */
export const PENDING_NOTICE_KEY = 'shell.pendingNotice';

/** How recent an error must be to be carried over a reload. */
const CARRY_WINDOW_MS = 2_000;

/** Where toasts go: shared-kit's toasts (antd's message) in the page. */
export interface Toasts {
  error(text: string, seconds: number): void;
}

/** Page parts the wiring touches; tests pass their own. */
export interface WiringOptions {
  storage?: Storage;
  reload?: () => void;
}

/**
 * Points the shared HTTP client at the page's toasts. Session expiry (spec §4) shows
 * 登录超时，请重新登录 and then reloads the page, which would wipe the toast: the last error is
 * kept in sessionStorage across that reload and shown again by `showPendingNotice`.
 * @returns the function that restores the default notifier.
 */
export function wireHttpClient(toasts: Toasts, options: WiringOptions = {}): () => void {
  const storage = options.storage ?? sessionStorage;
  const reload = options.reload ?? (() => browserNavigator.reload());
  let last: { text: string; at: number } | null = null;
  const notifier: Notifier = {
    error(text, seconds) {
      last = { text, at: Date.now() };
      toasts.error(text, seconds);
    },
  };
  http.configure({
    notifier,
    navigator: {
      replace: (path) => browserNavigator.replace(path),
      reload() {
        if (last && Date.now() - last.at < CARRY_WINDOW_MS) {
          storage.setItem(PENDING_NOTICE_KEY, last.text);
        }
        reload();
      },
    },
  });
  return () => http.configure({ navigator: browserNavigator });
}

/** Shows (once) the message carried over the last reload. */
export function showPendingNotice(toasts: Toasts, storage: Storage = sessionStorage): void {
  const text = storage.getItem(PENDING_NOTICE_KEY);
  if (!text) return;
  storage.removeItem(PENDING_NOTICE_KEY);
  toasts.error(text, TIMINGS_MS.ERROR_TOAST / 1000);
}
