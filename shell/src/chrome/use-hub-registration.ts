import {
  PORTAL_HUB_PATH,
  SignalRHubAdapter,
  registerHub,
  session,
  unregisterHub,
  useSession,
} from '@portal/shared-kit';
import { useEffect } from 'react';

/**
 * Registers the page's hub while someone is signed in: it connects with the session token, logs in
 * (queued until connected) and is stopped and forgotten on logout or expiry.
 */
export function useHubRegistration(): void {
  const { token } = useSession();
  useEffect(() => {
    if (!token) return undefined;
    const hub = new SignalRHubAdapter({
      url: PORTAL_HUB_PATH,
      accessTokenFactory: () => session.getState().token ?? '',
    });
    registerHub(hub);
    void hub.start();
    hub.login(token).catch(() => undefined);
    return () => {
      unregisterHub();
      void hub.stop();
    };
  }, [token]);
}
