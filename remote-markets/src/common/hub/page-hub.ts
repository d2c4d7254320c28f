import {
  getHub,
  registerHub,
  session,
  SignalRHubAdapter,
  type HubAdapter,
} from '@portal/shared-kit';

/** Where the server mounts its SignalR hub (server/src/http/realtime.ts). */
export const HUB_PATH = '/hubs/quote';

/**
 * The page's hub: the one the shell registered, otherwise one this remote registers and starts
 * (the standalone page, or a shell that has not wired the hub yet).
 */
export function pageHub(): HubAdapter {
  try {
    return getHub();
  } catch {
    const adapter = new SignalRHubAdapter({ url: HUB_PATH });
    registerHub(adapter);
    const token = session.getState().token;
    // Login ties the connection to the user, so order and fill pushes reach this page.
    if (token) void adapter.login(token).catch(() => undefined);
    void adapter.start();
    return adapter;
  }
}
