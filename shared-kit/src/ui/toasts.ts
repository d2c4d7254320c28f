/** A toast's kind: antd message's levels. */
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** Short messages at the top of the page, from anywhere (sagas, the HTTP client, guards). */
export interface Toasts {
  success(text: string, seconds?: number): void;
  info(text: string, seconds?: number): void;
  warning(text: string, seconds?: number): void;
  error(text: string, seconds?: number): void;
}

function show(kind: ToastKind, text: string, seconds?: number): void {
  // antd's message (and antd's core with it) is fetched with the first toast, not with the page.
  import('./antd-toasts')
    .then(({ message }) => void message[kind](text, seconds))
    .catch((error: unknown) => console.error('[toasts] antd message failed to load', error, text));
}

/** The page's toasts: antd's message, themed like the portal, outside any antd scope. */
export const toasts: Toasts = {
  success: (text, seconds) => show('success', text, seconds),
  info: (text, seconds) => show('info', text, seconds),
  warning: (text, seconds) => show('warning', text, seconds),
  error: (text, seconds) => show('error', text, seconds),
};
