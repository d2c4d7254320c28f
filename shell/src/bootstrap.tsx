import { setPortalManifest } from '@portal/shared-kit';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app';
import { BootFailed } from './chrome/boot-failed';
import { bootManifest } from './federation/first-route';

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const manifest = await bootManifest();
    setPortalManifest(manifest);
    // A transition: the first render of the chrome yields to the event loop, so the first route's
    // remote (whose manifest arrives meanwhile, first-route.ts) starts its downloads during the
    // render instead of after it.
    startTransition(() => root.render(<PortalApp />));
  } catch (error) {
    console.error('[shell] boot failed', error);
    root.render(<BootFailed />);
  }
}

void boot();
