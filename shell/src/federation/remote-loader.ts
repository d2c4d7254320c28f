import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PortalManifest, PortalRemote } from '@portal/shared-kit';
import { absoluteEntry } from './portal-manifest';

let remotesByName = new Map<string, PortalRemote>();
const cache = new Map<string, Promise<unknown>>();

/** Registers every remote of the manifest with the federation runtime (no remote code loads yet). */
export function registerPortalRemotes(manifest: PortalManifest): void {
  remotesByName = new Map(manifest.remotes.map((r) => [r.name, r]));
  registerRemotes(manifest.remotes.map((r) => ({ name: r.name, entry: absoluteEntry(r.entry) })));
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

/** Before a retry: re-register the remote so the runtime drops its cached (failed) entry. */
export function resetRemote(remote: string): void {
  const known = remotesByName.get(remote);
  for (const id of cache.keys()) if (id.startsWith(`${remote}/`)) cache.delete(id);
  if (known)
    registerRemotes([{ name: known.name, entry: absoluteEntry(known.entry) }], { force: true });
}
