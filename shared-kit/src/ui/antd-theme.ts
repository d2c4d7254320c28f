import type { ThemeConfig } from 'antd';

/** The portal's antd theme: one primary colour, popups above the portal's own layers. */
export const PORTAL_THEME_TOKEN = { colorPrimary: '#1f5fbf', zIndexPopupBase: 3000 } as const;

/**
 * Whether the user asked the system for less motion (`prefers-reduced-motion: reduce`): antd's
 * dropdowns, dialogs and tabs then appear at once instead of animating. The e2e browser asks for
 * it too, so a click never lands on a list still sliding into place.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The theme every antd scope of the page uses (read once: the preference rarely changes mid-visit). */
export function portalTheme(): ThemeConfig {
  return { token: { ...PORTAL_THEME_TOKEN, motion: !prefersReducedMotion() } };
}
