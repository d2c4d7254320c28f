import { setPortalManifest } from '@portal/shared-kit';
import { forgetRemoteModules, registerPortalRemotes } from './first-route';
import { fetchPortalManifest } from './portal-manifest';

export { loadedRemoteModule, loadRemoteModule } from './first-route';

/**
 * Before a retry: read the manifest again (ops may have repaired or moved the entry) and
 * re-register the remote so the runtime drops its cached, failed entry.
 */
export async function resetRemote(remote: string): Promise<void> {
  forgetRemoteModules(remote);
  const manifest = await fetchPortalManifest();
  const fresh = manifest.remotes.filter((r) => r.name === remote);
  registerPortalRemotes({ ...manifest, remotes: fresh }, true);
  setPortalManifest(manifest);
}
