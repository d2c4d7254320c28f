import type { PortalManifest } from '@portal/shared-kit';

/** GET /portal/remotes.json: fetched fresh at every boot, so ops changes apply on reload. */
export async function fetchPortalManifest(): Promise<PortalManifest> {
  const response = await fetch('/portal/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`portal manifest: HTTP ${response.status}`);
  return (await response.json()) as PortalManifest;
}

/** Entries may be relative to the portal origin or absolute URLs on another origin. */
export function absoluteEntry(entry: string, base: string = window.location.origin): string {
  return new URL(entry, base).toString();
}
