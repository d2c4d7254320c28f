import {
  getHub,
  registerHub,
  session,
  SignalRHubAdapter,
  type HubAdapter,
} from '@portal/shared-kit';

/** Where the server mounts its SignalR hub. */
export const HUB_PATH = '/hubs/quote';

/**
 * The page's hub: the one the shell (or another remote) registered, otherwise one this remote
 * registers and starts, so import progress pushes reach the page either way.
 */
export function pageHub(): HubAdapter {
  try {
    return getHub();
  } catch {
    const adapter = new SignalRHubAdapter({ url: HUB_PATH });
    registerHub(adapter);
    const token = session.getState().token;
    // Login ties the connection to the user: progress pushes go to the importing user.
    if (token) void adapter.login(token).catch(() => undefined);
    void adapter.start();
    return adapter;
  }
}
