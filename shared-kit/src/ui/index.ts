export { AntdScope, loadAntdScope } from './antd-scope';
export { PORTAL_THEME_TOKEN, portalTheme, prefersReducedMotion } from './antd-theme';
export { toasts, type ToastKind, type Toasts } from './toasts';
export { LoadingSkeleton } from './loading-skeleton';
