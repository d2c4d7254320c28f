import { http } from '@portal/shared-kit';
import type { AssetSummary } from '../model';
import { listOf, num, type Row } from './fields';

/** GET /VERace/StockQuery/QueryUserAssets */
export async function queryUserAssets(userID: string): Promise<AssetSummary> {
  const data = await http.call<unknown>(
    { method: 'GET', url: '/VERace/StockQuery/QueryUserAssets', params: { UserID: userID } },
    { toast: false },
  );
  // One row per currency may come back: the CNY (or total) row is the one the page shows.
  const rows = listOf(data);
  const r: Row = rows.find((x) => [0, 1].includes(num(x, 'currency'))) ?? rows[0] ?? (data as Row);
  return {
    totalAssets: num(r, 'totalAssets', 'TotalAssets'),
    available: num(r, 'available', 'availableCapital', 'AvailableCapital'),
    frozen: num(r, 'frozen', 'frozenCapital'),
    marketValue: num(r, 'marketValue'),
    profit: num(r, 'profit', 'totalProfitLoss', 'TotalProfitLoss'),
  };
}
