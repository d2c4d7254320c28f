import { getHub, registerHub, SignalRHubAdapter, type HubAdapter } from '@portal/shared-kit';

/** Where the server mounts its SignalR hub (server/src/app.ts). */
export const HUB_PATH = '/hubs/portal';

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
    void adapter.start();
    return adapter;
  }
}
