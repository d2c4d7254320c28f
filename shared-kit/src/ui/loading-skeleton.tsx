import { lazy, Suspense } from 'react';

const Skeleton = lazy(() => import('./antd-skeleton'));

/**
 * A loading placeholder (antd's Skeleton) for a part fetched on first use. The skeleton is itself
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
