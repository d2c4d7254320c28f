import type { Db } from '../../db/db';
import { cnyRateOf, type CnyRate } from '../../domain/contests';
import { AccountsRepository } from '../trading';

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

/** One account of a trader on one day: its units and NAV now, its NAV at the previous close. */
export interface AccountDay {
  units: number;
  nav: number;
  /** NAV at the account's previous close; 1 (its opening NAV) before its first. */
  prevNav: number;
  rate: number;
}

/**
 * The day's return of a trader over several accounts: the accounts' own unit-NAV returns
 * weighted by what each held at the start of the day in CNY (its units now at the previous NAV,
 * so money paid in that day buys weight, never return). Null when nothing is weighted.
 */
export function combinedDayReturn(parts: readonly AccountDay[]): number | null {
  let weight = 0;
  let gain = 0;
  for (const p of parts) {
    const w = p.units * p.prevNav * p.rate;
    if (!(w > 0) || !(p.prevNav > 0) || !Number.isFinite(p.nav)) continue;
    weight += w;
    gain += w * (p.nav / p.prevNav - 1);
  }
  return weight > 0 ? gain / weight : null;
}

/**
 * A trader's closes over all their accounts of a contest in CNY: each foreign account's total
 * assets at its fixed rate are added on the dates it has a close, and the unit NAV is chained from
 * the opening 1 by the day's combined return (`combinedDayReturn`), so opening or funding an
 * account never moves it. One account alone keeps its closes as they are.
 */
export function combineCloses(main: Closes, others: { closes: Closes; rate: number }[]): Closes {
  const used = others.filter((o) => o.rate > 0 && o.closes.dates.length > 0);
  if (used.length === 0) return main;
  const all = [{ closes: main, rate: 1 }, ...used];
  const at = all.map((o) => new Map(o.closes.dates.map((d, i) => [d, i])));
  const out: Closes = { dates: main.dates, nav: [], assets: [], units: [] };
  let nav = 1;
  for (const d of main.dates) {
    let total = 0;
    let units = 0;
    const parts: AccountDay[] = [];
    all.forEach((o, k) => {
      const j = at[k]?.get(d);
      if (j === undefined) return;
      const c = o.closes;
      total += (c.assets[j] ?? 0) * o.rate;
      units += (c.units[j] ?? 0) * o.rate;
      const prevNav = j > 0 ? (c.nav[j - 1] ?? 1) : 1;
      parts.push({ units: c.units[j] ?? 0, nav: c.nav[j] ?? 1, prevNav, rate: o.rate });
    });
    nav *= 1 + (combinedDayReturn(parts) ?? 0);
    out.assets.push(total);
    out.units.push(units);
    out.nav.push(nav);
  }
  return out;
}
