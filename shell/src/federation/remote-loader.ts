import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type PortalManifest, setPortalManifest } from '@portal/shared-kit';
import { absoluteEntry, fetchPortalManifest } from './portal-manifest';

const cache = new Map<string, Promise<unknown>>();

/** Registers every remote of the manifest with the federation runtime (no remote code loads yet). */
export function registerPortalRemotes(manifest: PortalManifest, force = false): void {
  registerRemotes(
    manifest.remotes.map((r) => ({ name: r.name, entry: absoluteEntry(r.entry) })),
    { force },
  );
}

/** Loads `remote/module` once; a failed load is forgotten so a retry really fetches again. */
export function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let pending = cache.get(id);
  if (!pending) {
    pending = loadRemote<T>(id).then((mod) => {
      if (!mod) throw new Error(`remote module ${id} did not load`);
      return mod;
    });
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending as Promise<T>;
}

/**
 * Before a retry: read the manifest again (ops may have repaired or moved the entry) and
 * re-register the remote so the runtime drops its cached, failed entry.
 */
export async function resetRemote(remote: string): Promise<void> {
  for (const id of cache.keys()) if (id.startsWith(`${remote}/`)) cache.delete(id);
  const manifest = await fetchPortalManifest();
  const fresh = manifest.remotes.filter((r) => r.name === remote);
  registerPortalRemotes({ ...manifest, remotes: fresh }, true);
  setPortalManifest(manifest);
}
