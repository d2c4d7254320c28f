import { setPortalManifest } from '@portal/shared-kit';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app';
import { BootFailed } from './chrome/boot-failed';
import { bootManifest, firstRouteLoaded } from './federation/first-route';

/**
 * How long the first render waits at most for the first route's modules: loaded by then (as they
 * usually are, index.ts started them first), the area renders in the chrome's pass; a slower remote
 * shows its spinner (RemoteArea) and renders when it comes.
 */
const FIRST_RENDER_WAIT_MS = 800;

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const manifest = await bootManifest();
    setPortalManifest(manifest);
    await firstRouteLoaded(FIRST_RENDER_WAIT_MS);
    root.render(<PortalApp />);
  } catch (error) {
    console.error('[shell] boot failed', error);
    root.render(<BootFailed />);
  }
}

void boot();
