import * as kit from '@portal/shared-kit';
import type { ReactNode } from 'react';

/**
 * shared-kit's antd seam (AntdScope, loadAntdScope, toasts) as this area uses it. The shell
 * provides shared-kit: under a shell built before the seam existed, those exports are missing, and
 * that shell still keeps antd's providers at the page's root. This area then renders as such a
 * shell expects (scopes pass through) and its toasts use antd's message, fetched when first shown,
 * so a remote-auth built today still deploys alone into an older portal.
 */
type Seam = Partial<Pick<typeof kit, 'AntdScope' | 'loadAntdScope' | 'toasts'>>;
const seam: Seam = kit;

function PassThrough({ children }: { children: ReactNode; fallback?: ReactNode }) {
  return <>{children}</>;
}

const olderShellToasts: kit.Toasts = {
  success: (text, seconds) => void showWithAntd('success', text, seconds),
  info: (text, seconds) => void showWithAntd('info', text, seconds),
  warning: (text, seconds) => void showWithAntd('warning', text, seconds),
  error: (text, seconds) => void showWithAntd('error', text, seconds),
};

async function showWithAntd(kind: kit.ToastKind, text: string, seconds?: number): Promise<void> {
  const { message } = await import('./antd-message');
  void message[kind](text, seconds);
}

export const AntdScope: typeof kit.AntdScope = seam.AntdScope ?? PassThrough;
export const loadAntdScope = (): Promise<unknown> =>
  seam.loadAntdScope ? seam.loadAntdScope() : Promise.resolve();
export const toasts: kit.Toasts = seam.toasts ?? olderShellToasts;
