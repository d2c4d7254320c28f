import { loadAntdScope } from '../../common/kit-compat';

/** How long after the landing page has shown the rest of the area starts downloading. */
export const PREFETCH_DELAY_MS = 300;

/**
 * The parts of the area the landing page does not show (the other pages, the guide, the phone and
 * QR forms, and antd's providers they all render in) are fetched once it has shown, while the
 * visitor reads it, so they open at once; they are no longer part of what /index waits for.
 */
export function prefetchAreaPages(): void {
  const loads: Promise<unknown>[] = [
    loadAntdScope(),
    import('../register/register-page'),
    import('../forget/forget-page'),
    import('../guide/guide-page'),
    import('../guide/guide-overlay'),
    import('../login/components/phone-login-form'),
    import('../login/components/qr-login'),
  ];
  // A failed prefetch is retried when the part is opened (React.lazy imports it again).
  for (const load of loads) load.catch(() => undefined);
}
