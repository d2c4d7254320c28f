import { type ReactNode, Suspense, use } from 'react';
import type * as ProvidersExports from './antd-providers';

type ProvidersModule = typeof ProvidersExports;

let pending: Promise<ProvidersModule> | null = null;
let loaded: ProvidersModule | null = null;

/**
 * Fetches antd's providers (and antd's core with them); a page may start it early. A failed fetch
 * (the network down) is forgotten, so the next scope to mount tries again.
 */
export function loadAntdScope(): Promise<ProvidersModule> {
  pending ??= import('./antd-providers').then(
    (m) => (loaded = m),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

function Providers({ children, page }: { children: ReactNode; page: boolean }) {
  const { AntdProviders } = loaded ?? use(loadAntdScope());
  return <AntdProviders page={page}>{children}</AntdProviders>;
}

/**
 * Where antd renders: its locale, theme and App hooks around `children`, fetched with the first
 * scope a page mounts. A page that renders no antd (the landing page) never fetches antd's core;
 * `fallback` shows until the providers have arrived (once per page); a failed fetch throws to the
 * nearest error boundary, like any chunk that fails to load. `page`: a whole page's scope (a remote
 * area), inside antd App's element with its base text and link styles; a part of a page (a card, a
 * menu in the navigation bar) keeps its surroundings' styles.
 */
export function AntdScope({
  children,
  fallback = null,
  page = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  page?: boolean;
}) {
  // One shape whether the providers have arrived or not: a re-render never remounts `children`.
  return (
    <Suspense fallback={fallback}>
      <Providers page={page}>{children}</Providers>
    </Suspense>
  );
}
