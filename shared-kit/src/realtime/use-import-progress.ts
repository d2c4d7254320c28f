import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS_MS } from '../domain/constants';
import { readImportProgress, type ImportProgress } from './import-progress';
import { pageHub } from './page-hub';

/** The state of one Excel import: the hub's ImportProgress pushes and the finished notice. */
export interface ImportProgressState {
  progress: ImportProgress | null;
  /** The finished import (complete push), else null. */
  done: ImportProgress | null;
  failed: number;
  /** The upload was accepted for `total` rows (shows the bar until the first push). */
  accepted: (total: number) => void;
  reset: () => void;
}

/**
 * Follows an Excel import (spec §8), one hook for every import page: the ImportProgress pushes of
 * the page hub; when it completes `onComplete` runs once and the notice closes itself after 5 s if
 * every row succeeded. The pushes may come before the upload's own answer (a small file is done
 * before the answer reaches the page): `accepted` then keeps what they told and never turns a
 * finished import back into a bar at 0 %.
 */
export function useImportProgress(onComplete?: () => void): ImportProgressState {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;
  useEffect(() => {
    const hub = pageHub();
    const handler = (payload: unknown) => setProgress(readImportProgress(payload));
    hub.on('ImportProgress', handler);
    return () => hub.off('ImportProgress', handler);
  }, []);
  const done = progress?.complete ? progress : null;
  const failed = done ? done.total - done.successnum : 0;
  useEffect(() => {
    if (!done) return;
    completeRef.current?.();
    if (failed > 0) return;
    const t = setTimeout(() => setProgress(null), TIMINGS_MS.IMPORT_COMPLETE_TOAST);
    return () => clearTimeout(t);
  }, [done, failed]);
  const accepted = useCallback(
    (total: number) =>
      setProgress((told) => told ?? { complete: false, total, progress: 0, successnum: 0 }),
    [],
  );
  const reset = useCallback(() => setProgress(null), []);
  return { progress, done, failed, accepted, reset };
}
