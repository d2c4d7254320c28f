import { SESSION_KEY_PREFIX, session } from '@portal/shared-kit';
import { useSyncExternalStore } from 'react';

/** The training a student chose (and maybe started); kept with the session so logout forgets it. */
export interface CurrentTraining {
  tpInfoID: number;
  trainTitle: string;
  trainType: number;
  marketType: number;
  landingPath: string;
  /** When the student pressed 开始 (ISO); set once the training runs. */
  startedAt?: string;
}

const KEY = `${SESSION_KEY_PREFIX}currentTraining`;
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: CurrentTraining | null } = { raw: null, value: null };

function read(): CurrentTraining | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  if (raw === cached.raw) return cached.value;
  let value: CurrentTraining | null = null;
  try {
    value = raw ? (JSON.parse(raw) as CurrentTraining) : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

/** The chosen training, or null. */
export const getCurrentTraining = (): CurrentTraining | null => read();

/** Chooses (or with null forgets) the current training. */
export function setCurrentTraining(t: CurrentTraining | null): void {
  if (t) sessionStorage.setItem(KEY, JSON.stringify(t));
  else sessionStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  // A logout wipes the key with the session: listen to the session too.
  const off = session.subscribe(l);
  return () => {
    listeners.delete(l);
    off();
  };
};

/** The chosen training; re-renders when it changes. */
export function useCurrentTraining(): CurrentTraining | null {
  return useSyncExternalStore(subscribe, read, read);
}
