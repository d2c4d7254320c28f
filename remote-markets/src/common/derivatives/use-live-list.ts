import { useEffect, useRef, useState } from 'react';

/** How often contract quotes are re-read. */
export const QUOTE_REFRESH_MS = 3000;

/**
 * A list with live quotes: `load` runs on entry and every QUOTE_REFRESH_MS while mounted, and
 * again whenever `key` changes; answers after the page left are dropped.
 */
export function useLiveList<T>(load: () => Promise<T[] | null | undefined>, key: string): T[] {
  const [list, setList] = useState<T[]>([]);
  // `key` names what `load` reads; a new closure of the same load must not restart the timer.
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let alive = true;
    const run = () =>
      latest
        .current()
        .then((rows) => alive && setList(rows ?? []))
        .catch(() => undefined);
    void run();
    const timer = setInterval(() => void run(), QUOTE_REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [key]);
  return list;
}
