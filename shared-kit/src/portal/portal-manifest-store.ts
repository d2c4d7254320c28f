import { useSyncExternalStore } from 'react';
import type { MarketSectionId, PortalManifest } from '../domain';

const EMPTY: PortalManifest = { school: '', remotes: [], sections: [] };
let current: PortalManifest = EMPTY;
const listeners = new Set<() => void>();

/** Set once by the shell at boot; every remote reads the same page-global manifest. */
export function setPortalManifest(manifest: PortalManifest): void {
  current = manifest;
  listeners.forEach((l) => l());
}

export function getPortalManifest(): PortalManifest {
  return current;
}

/** Market sections the school's license enables, in manifest order. */
export function enabledSectionIds(manifest: PortalManifest = current): MarketSectionId[] {
  return manifest.sections.map((s) => s.id);
}

/** React view of the portal manifest. */
export function usePortalManifest(): PortalManifest {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
