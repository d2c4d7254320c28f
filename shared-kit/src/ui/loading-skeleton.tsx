import { lazy, Suspense } from 'react';

const Skeleton = lazy(() => import('./antd-skeleton'));

/**
 * What shows while a part fetched on first use loads (antd's Skeleton). The skeleton is itself
 * fetched when first shown, so code that merely may show one (shared-kit, loaded at boot) does not
 * bring antd with it.
 */
export function LoadingSkeleton({ rows }: { rows: number }) {
  return (
    <Suspense fallback={null}>
      <Skeleton rows={rows} />
    </Suspense>
  );
}
