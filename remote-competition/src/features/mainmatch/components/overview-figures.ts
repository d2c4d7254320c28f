import { num, type Row } from '../../../common/api/field';
import type { AccountAssets } from '../../funds/api/query-user-assets';

/** 总资产, 总盈亏 and 收益率 (%) as the overview shows them. */
export interface OverviewFigures {
  totalAssets: number;
  totalPL: number;
  yieldPct: number;
}

/**
 * The trader's figures from one valuation (issue 28): the ranking row's, which value every account
 * of the trader in the contest in CNY (an HKD account at the contest's rate); the current account's
 * own figures only where there is no ranking row (a combine, a contest not ranked yet).
 */
export function overviewFigures(
  account: Pick<AccountAssets, 'totalAssets' | 'totalPL' | 'yieldRate'> | undefined,
  rankRow: Row | null | undefined,
): OverviewFigures {
  const row = rankRow ?? undefined;
  const assets = num(row, 'TotalAssets');
  const pl = num(row, 'TotalProfitLoss');
  const invested = num(row, 'InitialAssets');
  if (Number.isFinite(assets) && Number.isFinite(pl)) {
    return {
      totalAssets: assets,
      totalPL: pl,
      yieldPct: invested > 0 ? (pl / invested) * 100 : NaN,
    };
  }
  return {
    totalAssets: account?.totalAssets ?? NaN,
    totalPL: account?.totalPL ?? NaN,
    yieldPct: account?.yieldRate ?? NaN,
  };
}
