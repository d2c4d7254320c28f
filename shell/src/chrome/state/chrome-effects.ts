/** What the chrome's sagas do to the page; the layout installs the router's navigate. */
export interface ChromeEffects {
  navigate(path: string): void;
  reload(): void;
  pathname(): string;
}

let current: ChromeEffects = {
  navigate: (path) => window.location.assign(path),
  reload: () => window.location.reload(),
  pathname: () => window.location.pathname,
};

export const chromeEffects: ChromeEffects = {
  navigate: (path) => current.navigate(path),
  reload: () => current.reload(),
  pathname: () => current.pathname(),
};

/** Installs the page's effects; returns the function that restores the previous ones. */
export function setChromeEffects(effects: Partial<ChromeEffects>): () => void {
  const previous = current;
  current = { ...current, ...effects };
  return () => {
    current = previous;
  };
}
