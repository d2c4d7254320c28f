import type { RunningPortal } from './portal-server';

export default async function globalTeardown(): Promise<void> {
  const portal = (globalThis as { __PORTAL__?: RunningPortal }).__PORTAL__;
  if (!portal) return;
  portal.process.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (portal.process.exitCode === null) portal.process.kill('SIGKILL');
}
