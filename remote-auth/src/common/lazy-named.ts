import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` over a named export: the module is fetched when the component first renders, so
 * what the landing page does not show (other pages, the guide, the QR and phone forms) stays out
 * of the first load of /index.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
