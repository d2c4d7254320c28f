import type { Db } from '../../db/db';
import type { CnyRate, LiveFigures } from '../../domain/contests';
import { navOf } from '../../domain/exchange';
import { positionOfRow, type HeldPosition } from '../trading';
import { combinedDayReturn, siblingAccounts, type AccountDay } from './contest-currencies';

const num = (v: unknown): number => Number(v ?? 0);
const LI = 1000;

/**
 * Live figures of accounts: cash plus holdings as their asset classes value them (`value`, at
 * cost where it gives none), a foreign-currency account of the same owner added at `rate`.
 */
export async function liveFigures(
  db: Db,
  byTrader: ReadonlyMap<number, number>,
  value: (p: HeldPosition) => number | undefined,
  rate: CnyRate = () => 0,
): Promise<Map<number, LiveFigures>> {
  const mainIds = [...byTrader.values()];
  const siblings = await siblingAccounts(db, mainIds);
  const ids = [...mainIds, ...[...siblings.values()].flat().map((a) => a.accountId)];
  const held = await heldValues(db, ids, value);
  const accounts = await db.query(
    'SELECT account_id, cash_available, cash_frozen, units, initial_cash, transfers FROM trading_accounts WHERE account_id = ANY($1::int[])',
    [ids],
  );
  const byAccount = new Map(accounts.map((a) => [num(a.account_id), a]));
  /** An account's available cash, total assets (li) and units in CNY at `k`. */
  const figures = (accountId: number, k: number) => {
    const a = byAccount.get(accountId);
    const available = num(a?.cash_available);
    const total = available + num(a?.cash_frozen) + (held.get(accountId) ?? 0);
    const invested = num(a?.initial_cash) + num(a?.transfers);
    return {
      available: available * k,
      total: total * k,
      units: num(a?.units) * k,
      invested: invested * k,
    };
  };
  const lastNav = await lastNavs(db, siblings);
  const day = (accountId: number, k: number): AccountDay => {
    const f = figures(accountId, 1);
    return {
      units: f.units,
      nav: navOf(f.total, f.units),
      prevNav: lastNav.get(accountId) ?? 1,
      rate: k,
    };
  };
  const out = new Map<number, LiveFigures>();
  for (const [traderId, accountId] of byTrader) {
    if (!byAccount.has(accountId)) continue;
    const sum = figures(accountId, 1);
    const parts = [day(accountId, 1)];
    for (const s of siblings.get(accountId) ?? []) {
      const k = rate(s.currency);
      if (!(k > 0) || !byAccount.has(s.accountId)) continue;
      const f = figures(s.accountId, k);
      sum.total += f.total;
      sum.invested += f.invested;
      parts.push(day(s.accountId, k));
    }
    out.set(traderId, {
      totalAssets: sum.total / LI,
      available: sum.available / LI,
      nav: parts[0]?.nav ?? 1,
      invested: sum.invested / LI,
      ...(parts.length > 1 ? { dayReturn: combinedDayReturn(parts) ?? 0 } : {}),
    });
  }
  return out;
}

/** Each account's holdings as their asset classes value them (`value`, at cost where it gives none). */
async function heldValues(
  db: Db,
  ids: number[],
  value: (p: HeldPosition) => number | undefined,
): Promise<Map<number, number>> {
  const held = new Map<number, number>();
  for (const r of await db.query(
    // Held shares, or a margin contract's debt still owed with none (issue 30: 卖券还款 shortfall).
    "SELECT * FROM trading_positions WHERE account_id = ANY($1::int[]) AND (qty > 0 OR (class_data->>'debt')::bigint > 0 OR (class_data->>'interest')::bigint > 0)",
    [ids],
  )) {
    const p = positionOfRow(r);
    const v = value(p) ?? p.cost;
    held.set(num(r.account_id), (held.get(num(r.account_id)) ?? 0) + v);
  }
  return held;
}

/**
 * The last stored unit NAV of every account of an owner with several accounts: the day's return
 * is combined from each account's since its last close.
 */
async function lastNavs(
  db: Db,
  siblings: Awaited<ReturnType<typeof siblingAccounts>>,
): Promise<Map<number, number>> {
  const withSiblings = [...siblings.entries()].flatMap(([m, list]) => [
    m,
    ...list.map((x) => x.accountId),
  ]);
  const lastNav = new Map<number, number>();
  for (const r of withSiblings.length
    ? await db.query(
        `SELECT DISTINCT ON (account_id) account_id, nav FROM trading_nav
         WHERE account_id = ANY($1::int[]) ORDER BY account_id, trading_date DESC`,
        [withSiblings],
      )
    : [])
    lastNav.set(num(r.account_id), num(r.nav));
  return lastNav;
}
