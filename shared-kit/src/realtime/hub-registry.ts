import { MESSAGES } from '../domain';
import type { HubAdapter } from './hub-adapter';
import { attachQuotePushes } from './quote-pushes';
import { attachUserPushes } from './user-pushes';

// Page-global: shared-kit is a federation singleton, so every remote sees the shell's hub.
let registered: HubAdapter | null = null;

/** Makes `adapter` the page's hub (done once by the shell at boot); it handles every push. */
export function registerHub(adapter: HubAdapter): void {
  if (adapter !== registered) {
    attachUserPushes(adapter);
    attachQuotePushes(adapter);
  }
  registered = adapter;
}

/** Forgets the page's hub, e.g. after logout. */
export function unregisterHub(): void {
  registered = null;
}

/**
 * The page's hub.
 * @throws Error 请注册 signalr 服务 when no hub has been registered (spec §8).
 */
export function getHub(): HubAdapter {
  if (!registered) throw new Error(MESSAGES.HUB_NOT_REGISTERED);
  return registered;
}
