import type { Db } from '../../db/db';
import { navOf } from '../../domain/exchange';
import { cnyRateOf, type CnyRate } from '../../domain/contests';
import { AccountsRepository } from '../trading/accounts.repository';

/** The contest's rates (its trading settings read from trading_settings). */
export async function contestCnyRate(db: Db, matchId: number): Promise<CnyRate> {
  const { settings } = await new AccountsRepository(db).match(matchId);
  return cnyRateOf(settings);
}

/** A foreign-currency account kept next to a trader's CNY account in the same contest. */
export interface SiblingAccount {
  accountId: number;
  currency: number;
}

/**
 * The other-currency accounts (an HKMarkets HKD account …) of the owners of `mainIds`, in the
 * same contest, by the main account's id.
 */
export async function siblingAccounts(
  db: Db,
  mainIds: readonly number[],
): Promise<Map<number, SiblingAccount[]>> {
  const out = new Map<number, SiblingAccount[]>();
  if (mainIds.length === 0) return out;
  for (const r of await db.query(
    `SELECT m.account_id AS main, s.account_id, s.currency FROM trading_accounts m
     JOIN trading_accounts s ON s.user_id = m.user_id AND s.match_id = m.match_id
       AND s.account_id <> m.account_id
     WHERE m.account_id = ANY($1::int[])`,
    [mainIds],
  )) {
    const main = Number(r.main);
    const list = out.get(main) ?? [];
    list.push({ accountId: Number(r.account_id), currency: Number(r.currency) });
    out.set(main, list);
  }
  return out;
}

/** One account's closes: dates with total assets (li), units and unit NAV. */
export interface Closes {
  dates: string[];
  nav: number[];
  assets: number[];
  units: number[];
}

/**
 * A trader's closes over all their accounts of a contest in CNY: each foreign account's total
 * assets and units at its fixed rate are added on the dates it has a close, and the unit NAV is
 * the combined assets over the combined units, so opening or funding an account never moves it.
 */
export function combineCloses(main: Closes, others: { closes: Closes; rate: number }[]): Closes {
  const used = others.filter((o) => o.rate > 0 && o.closes.dates.length > 0);
  if (used.length === 0) return main;
  const at = used.map((o) => new Map(o.closes.dates.map((d, i) => [d, i])));
  const assets: number[] = [];
  const units: number[] = [];
  const nav: number[] = [];
  main.dates.forEach((d, i) => {
    let total = main.assets[i] ?? 0;
    let u = main.units[i] ?? 0;
    used.forEach((o, k) => {
      const j = at[k]?.get(d);
      if (j === undefined) return;
      total += (o.closes.assets[j] ?? 0) * o.rate;
      u += (o.closes.units[j] ?? 0) * o.rate;
    });
    assets.push(total);
    units.push(u);
    nav.push(navOf(total, u));
  });
  return { dates: main.dates, nav, assets, units };
}
