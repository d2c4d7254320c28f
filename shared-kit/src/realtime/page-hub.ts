import { session } from '../session';
import { getHub, registerHub } from './hub-registry';
import type { HubAdapter } from './hub-adapter';
import { SignalRHubAdapter } from './signalr-hub-adapter';

/** Where the server mounts the portal's SignalR hub (server/API.md, "Real-time hub"). */
export const PORTAL_HUB_PATH = '/hubs/quote';

/**
 * Creates, registers and starts the page's hub: it negotiates with the current session token and
 * logs in (queued until connected), so user pushes (orders, fills, import progress) reach the page.
 */
export function startPageHub(token: string | null = session.getState().token): HubAdapter {
  const hub = new SignalRHubAdapter({
    url: PORTAL_HUB_PATH,
    accessTokenFactory: () => session.getState().token ?? '',
  });
  registerHub(hub);
  // Anonymous, the server would refuse the negotiate (401) every 5 s: connect once signed in.
  if (!token) return hub;
  void hub.start();
  hub.login(token).catch(() => undefined);
  return hub;
}

/** The page's hub: the one the shell registered, or one started now (a remote served alone). */
export function pageHub(): HubAdapter {
  try {
    return getHub();
  } catch {
    return startPageHub();
  }
}
