import {
  getInstance,
  loadRemote,
  loadShare,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { PortalManifest } from '@portal/shared-kit';
import { resolveArea } from '../routing/route-table';
import { absoluteEntry, bootPortalManifest } from './portal-manifest';

// Runs from index.ts, before the bootstrap chunk and the shared libraries have loaded, so this file
// imports no shared module (types only): the manifest request and the first route's remote start at once.

let boot: Promise<PortalManifest> | null = null;

/** Registers every remote of the manifest with the federation runtime (no remote code loads yet). */
export function registerPortalRemotes(manifest: PortalManifest, force = false): void {
  registerRemotes(
    manifest.remotes.map((r) => ({ name: r.name, entry: absoluteEntry(r.entry) })),
    { force },
  );
}

/** Reads the portal manifest once per page (from the page, else the server) and registers its remotes. */
export function bootManifest(): Promise<PortalManifest> {
  boot ??= bootPortalManifest().then((manifest) => {
    registerPortalRemotes(manifest);
    return manifest;
  });
  return boot;
}

/** Each remote module's load, and its module once the load has finished (for a render that can show it at once). */
interface ModuleLoad {
  pending: Promise<unknown>;
  module?: unknown;
}
const modules = new Map<string, ModuleLoad>();
const moduleId = (remote: string, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

/** Loads `remote/module` once; a failed load is forgotten so a retry really fetches again. */
export function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  const id = moduleId(remote, module);
  let entry = modules.get(id);
  if (!entry) {
    const loading: ModuleLoad = {
      pending: loadRemote<T>(id).then((mod) => {
        if (!mod) throw new Error(`remote module ${id} did not load`);
        loading.module = mod;
        return mod;
      }),
    };
    loading.pending.catch(() => modules.delete(id));
    modules.set(id, loading);
    entry = loading;
  }
  return entry.pending as Promise<T>;
}

/** Drops the loaded modules of a remote (before it is registered again). */
export function forgetRemoteModules(remote: string): void {
  for (const id of modules.keys()) if (id.startsWith(`${remote}/`)) modules.delete(id);
}

/** `remote/module` if its load has finished, else undefined (RemoteArea then shows its spinner). */
export function loadedRemoteModule(remote: string, module: string): unknown {
  return modules.get(moduleId(remote, module))?.module;
}

/** Resolves when `promise` settles or after `ms`, whichever comes first; never rejects. */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ]);
}

/** Remote name → the exposed modules of the first route (their shared modules are preloaded). */
const firstRoute = new Map<string, Set<string>>();
/** Remote name → called once its manifest has been read (or its load failed). */
const manifestRead = new Map<string, () => void>();

/**
 * A remote's mf-manifest.json lists, per exposed module, the shared modules its code consumes first
 * (`preloadShared`, scripts/webpack/preload-shared.cjs). For the first route those the shell
 * provides start loading as soon as the manifest arrives, alongside the remote entry and chunks.
 */
function preloadSharedOf(remote: string, manifest: unknown): void {
  const modules = firstRoute.get(remote);
  const table = (manifest as { preloadShared?: Record<string, string[]> } | undefined)
    ?.preloadShared;
  const scope = getInstance()?.shareScopeMap?.default;
  if (!modules || !table || !scope) return;
  firstRoute.delete(remote);
  for (const module of modules)
    for (const key of table[module] ?? []) if (scope[key]) loadShare(key).catch(() => undefined);
}

let pluginRegistered = false;
function registerPreloadPlugin(): void {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([
    {
      name: 'portal-preload-shared',
      afterLoadManifest(args) {
        preloadSharedOf(args.moduleInfo.name, args.manifestJson);
        manifestRead.get(args.moduleInfo.name)?.();
      },
    },
  ]);
}

/** The first route's modules (and frame) loading, failures included; set by preloadFirstRoute. */
let firstModules: Promise<unknown> = Promise.resolve();

/**
 * Resolves once the first route's modules have loaded (or failed), or after `waitMs` at most. The
 * shell's first render waits for it (bootstrap.tsx): the area then renders in the same pass as the
 * chrome (RemoteArea finds its module loaded) instead of a spinner and a second pass.
 */
export function firstRouteLoaded(waitMs: number): Promise<void> {
  return settledWithin(firstModules, waitMs);
}

/** How long the shell's own start waits at most for the first route's requests to go out. */
export const FIRST_ROUTE_WAIT_MS = 300;

/**
 * Starts loading what the page's route renders, its remote module (and the frame's for a market
 * section) with the shared libraries they need, alongside the shell's own chunks; nothing of the
 * other remotes. RemoteArea picks up the same pending load; a failure here is retried there.
 * Resolves once those requests have gone out: every remote's manifest read and handed on (or its
 * load failed), or after `waitMs` at most, so a slow remote never holds the shell back.
 */
export function preloadFirstRoute(pathname: string, waitMs = FIRST_ROUTE_WAIT_MS): Promise<void> {
  const sent = bootManifest().then((manifest) => {
    const target = resolveArea(pathname, manifest);
    if (!target) return undefined;
    const targets = [target, ...(target.frame ? [target.frame] : [])];
    registerPreloadPlugin();
    for (const t of targets)
      firstRoute.set(t.remote, (firstRoute.get(t.remote) ?? new Set()).add(t.module));
    const read = [...new Set(targets.map((t) => t.remote))].map(
      (remote) => new Promise<void>((resolve) => manifestRead.set(remote, resolve)),
    );
    firstModules = Promise.all(
      targets.map((t) =>
        loadRemoteModule(t.remote, t.module).catch(() => manifestRead.get(t.remote)?.()),
      ),
    );
    return Promise.all(read).then(() => {
      for (const t of targets) manifestRead.delete(t.remote);
    });
  });
  // A macrotask after the manifests: the runtime has appended the remote entry and chunk scripts.
  const afterSent = sent.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return settledWithin(afterSent, waitMs);
}
