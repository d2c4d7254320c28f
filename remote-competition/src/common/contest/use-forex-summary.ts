import { useEffect } from 'react';
import { useQuery } from '../../state/data-hooks';

/** How often the forex figures are read again while the page is open. */
const REFRESH_MS = 10_000;

/** The forex contest's figures (GetForexContestSummary), read again every 10 s. */
export function useForexSummary(matchID: number, skip: boolean) {
  const q = useQuery('getForexSummary', { MatchID: matchID }, { skip: skip || !matchID });
  const { reload } = q;
  useEffect(() => {
    if (skip || !matchID) return undefined;
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [skip, matchID, reload]);
  return q;
}
