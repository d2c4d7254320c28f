import { loadAntdScope, setPortalManifest } from '@portal/shared-kit';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app';
import { BootFailed } from './chrome/boot-failed';
import { isLanding } from './chrome/nav/nav-routes';
import { bootManifest, firstRouteLoaded, settledWithin } from './federation/first-route';

/**
 * How long the first render waits at most for the first route's modules: loaded by then (as they
 * usually are, index.ts started them first), the area renders in the chrome's pass; a slower remote
 * shows its spinner (RemoteArea) and renders when it comes.
 */
const FIRST_RENDER_WAIT_MS = 800;

async function boot(): Promise<void> {
  // Every first page but the landing page renders antd: its providers (antd's core) load beside the
  // area's modules, and the first render waits for them as for those (a failure shows in the area).
  const antd = isLanding(window.location.pathname) ? null : loadAntdScope();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const manifest = await bootManifest();
    setPortalManifest(manifest);
    await Promise.all([
      firstRouteLoaded(FIRST_RENDER_WAIT_MS),
      antd && settledWithin(antd, FIRST_RENDER_WAIT_MS),
    ]);
    root.render(<PortalApp />);
  } catch (error) {
    console.error('[shell] boot failed', error);
    root.render(<BootFailed />);
  }
}

void boot();
