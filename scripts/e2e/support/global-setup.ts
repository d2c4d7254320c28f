import { startPortal } from './portal-server';

/** One portal server for the whole run; its URL reaches the tests through the environment. */
export default async function globalSetup(): Promise<void> {
  const portal = await startPortal();
  process.env.E2E_BASE_URL = portal.baseUrl;
  (globalThis as { __PORTAL__?: unknown }).__PORTAL__ = portal;
}
