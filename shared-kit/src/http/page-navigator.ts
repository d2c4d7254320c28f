/** Moves the page; injectable because jsdom cannot reload. */
export interface PageNavigator {
  /** Replaces the current history entry with `path` (no new entry, spec §4 session expiry). */
  replace(path: string): void;
  reload(): void;
}

/** Navigation through the browser's history and location. */
export const browserNavigator: PageNavigator = {
  replace(path) {
    window.history.replaceState(window.history.state, '', path);
  },
  reload() {
    window.location.reload();
  },
};
