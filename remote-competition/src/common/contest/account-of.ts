import type { MatchInfo } from '@portal/shared-kit';

/** A match or combine record as the contest calls answer it: it carries its asset account. */
export type MatchWithAccount = MatchInfo & { accountID?: number | null };

/** The asset account the trading calls act on for a match or combine; undefined without one. */
export function accountOf(m: MatchInfo | null | undefined): number | undefined {
  if (!m) return undefined;
  const id = Number((m as MatchWithAccount).accountID ?? m.traderID);
  return Number.isFinite(id) && id > 0 ? id : undefined;
}
