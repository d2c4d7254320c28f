import { useEffect } from 'react';
import { useAccountPushes } from '../data/use-account-pushes';
import { useQuery } from '../../state/data-hooks';

/** How often the forex figures are read again while the page is open (others' trades). */
const REFRESH_MS = 10_000;

/**
 * The forex contest's figures (GetForexContestSummary): read again at once after the user's own
 * order or fill push, and every 10 s for the rest of the contest's trading.
 */
export function useForexSummary(matchID: number, skip: boolean) {
  const q = useQuery('getForexSummary', { MatchID: matchID }, { skip: skip || !matchID });
  const { reload } = q;
  useAccountPushes(() => {
    if (!skip && matchID) reload();
  });
  useEffect(() => {
    if (skip || !matchID) return undefined;
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [skip, matchID, reload]);
  return q;
}
