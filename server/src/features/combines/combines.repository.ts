import type { Db } from '../../db/db';
import { breedNames, breedTree } from '../../domain/contests';

type Row = Record<string, unknown>;

/** Unit NAV every account opens at. */
const OPENING_NAV = 1;

/** A combine as the portal lists it (shared-kit CombineInfo plus its account). */
export function combineView(r: Row) {
  const ids = (typeof r.breed_ids === 'string' ? JSON.parse(r.breed_ids) : r.breed_ids) as number[];
  return {
    combineID: Number(r.combine_id),
    combineName: String(r.combine_name),
    createTime: (r.created_at as Date).toISOString(),
    breadNameList: breedNames(breedTree(ids)),
    isTopMatch: Boolean(r.is_top),
    loginTime: r.login_time ? (r.login_time as Date).toISOString() : null,
    matchName: String(r.combine_name),
    accountID: r.account_id === null || r.account_id === undefined ? null : Number(r.account_id),
    userID: Number(r.user_id),
    breedIDs: ids,
  };
}
export type CombineView = ReturnType<typeof combineView>;

/** Combines (portfolios) of users. */
export class CombinesRepository {
  constructor(private readonly db: Db) {}

  async ofUser(userId: number): Promise<CombineView[]> {
    const rows = await this.db.query(
      'SELECT * FROM combines WHERE user_id = $1 ORDER BY is_top DESC, combine_id DESC',
      [userId],
    );
    return rows.map(combineView);
  }

  async byId(combineId: number): Promise<CombineView | undefined> {
    const [r] = await this.db.query('SELECT * FROM combines WHERE combine_id = $1', [combineId]);
    return r ? combineView(r) : undefined;
  }

  async insert(userId: number, name: string, breedIds: readonly number[]): Promise<number> {
    const [r] = await this.db.query<{ combine_id: number }>(
      'INSERT INTO combines (user_id, combine_name, breed_ids) VALUES ($1, $2, $3::jsonb) RETURNING combine_id',
      [userId, name, JSON.stringify(breedIds)],
    );
    return Number(r?.combine_id);
  }

  async setAccount(combineId: number, accountId: number): Promise<void> {
    await this.db.query('UPDATE combines SET account_id = $2 WHERE combine_id = $1', [
      combineId,
      accountId,
    ]);
  }

  async touchLogin(combineId: number, at: Date): Promise<void> {
    await this.db.query('UPDATE combines SET login_time = $2 WHERE combine_id = $1', [
      combineId,
      at,
    ]);
  }

  async delete(combineId: number): Promise<void> {
    await this.db.query('DELETE FROM combines WHERE combine_id = $1', [combineId]);
  }

  /** Daily closes of a combine's account, newest first, with yields against the opening NAV. */
  async dailyYield(accountId: number | null, limit: number, offset: number) {
    if (accountId === null) return { total: 0, list: [] };
    const rows = await this.db.query(
      'SELECT trading_date, total_assets, nav FROM trading_nav WHERE account_id = $1 ORDER BY trading_date',
      [accountId],
    );
    const list = rows.map((r, i) => {
      const nav = Number(r.nav);
      // Every account opens at unit NAV 1 (units bought at 1 per li): transfers never move it.
      const prev = i > 0 ? Number(rows[i - 1]?.nav) : OPENING_NAV;
      return {
        tradeDate: String(r.trading_date),
        totalAssets: Number(r.total_assets) / 1000,
        nav,
        dailyYield: prev > 0 ? nav / prev - 1 : null,
        totalYield: nav / OPENING_NAV - 1,
      };
    });
    list.reverse();
    return { total: list.length, list: list.slice(offset, offset + limit) };
  }
}
