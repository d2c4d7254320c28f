import { setPortalManifest } from '@portal/shared-kit';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app';
import { BootFailed } from './chrome/boot-failed';
import { bootManifest } from './federation/first-route';

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const manifest = await bootManifest();
    setPortalManifest(manifest);
    root.render(<PortalApp />);
  } catch (error) {
    console.error('[shell] boot failed', error);
    root.render(<BootFailed />);
  }
}

void boot();
