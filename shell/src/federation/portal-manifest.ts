import type { PortalManifest } from '@portal/shared-kit';

/** GET /portal/remotes.json: fetched fresh, so ops changes apply on reload and on a retry. */
export async function fetchPortalManifest(): Promise<PortalManifest> {
  const response = await fetch('/portal/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`portal manifest: HTTP ${response.status}`);
  return (await response.json()) as PortalManifest;
}

/** The data block the server puts in the page (server/src/static-site.ts `withManifest`). */
const BLOCK_ID = 'portal-manifest';

/**
 * The manifest the page carries, read once: the first route starts without a round trip. Null when
 * the page has none (a page served by another server, or already read), then the boot fetches it.
 */
export function takePageManifest(doc: Document = document): PortalManifest | null {
  const block = doc.getElementById(BLOCK_ID);
  if (!block) return null;
  block.remove();
  try {
    const manifest = JSON.parse(block.textContent ?? '') as PortalManifest;
    return Array.isArray(manifest?.remotes) ? manifest : null;
  } catch {
    return null;
  }
}

/** The boot's manifest: the page's own, else GET /portal/remotes.json. */
export function bootPortalManifest(): Promise<PortalManifest> {
  const inPage = takePageManifest();
  return inPage ? Promise.resolve(inPage) : fetchPortalManifest();
}

/** Entries may be relative to the portal origin or absolute URLs on another origin. */
export function absoluteEntry(entry: string, base: string = window.location.origin): string {
  return new URL(entry, base).toString();
}
