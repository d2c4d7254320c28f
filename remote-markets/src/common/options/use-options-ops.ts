import { useCallback, useEffect, useState } from 'react';
import { getOptionsAccount, type OptionsAccountState } from './options-ops-api';

const EMPTY: OptionsAccountState = { combinations: [], cover: [], exercises: [] };

/**
 * The account's combinations, locked cover and declared exercises; `run` performs an operation
 * (its answer is the new state), then shows `done` or leaves the server's refusal to its toast.
 */
export function useOptionsOps(onChange?: () => void) {
  const [state, setState] = useState<OptionsAccountState>(EMPTY);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    getOptionsAccount()
      .then((s) => setState(s ?? EMPTY))
      .catch(() => undefined);
  }, []);
  useEffect(load, [load]);
  const run = (op: () => Promise<OptionsAccountState | undefined>, done: string) => {
    setBusy(true);
    setNote('');
    op()
      .then((s) => {
        if (s) setState(s);
        setNote(done);
        onChange?.();
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return { state, note, busy, run, reload: load };
}
