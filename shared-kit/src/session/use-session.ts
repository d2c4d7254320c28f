import { useSyncExternalStore } from 'react';
import { session as pageSession } from './session-store';
import type { Session } from './session-store';
import type { SessionState } from './session-types';

/** The current session snapshot; re-renders the component whenever the session changes. */
export function useSession(source: Session = pageSession): SessionState {
  return useSyncExternalStore(source.subscribe, source.getState, source.getState);
}
