import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/db';
import { holdingKey } from '../../domain/exchange';
import { bookOpeningFunds, CNY_PAIR_OF, FOREX_RULES, pairCurrencies } from '../../domain/forex';
import { currentUser } from '../../http/auth';
import {
  accountFor,
  tradeError,
  type AccountRef,
  type HeldPosition,
  type TradingService,
  holdingValue,
  totalAssetsLi,
} from '../trading';

/** Match type of a forex contest (spec §6: raceSummarize and GroupAnalysisFE). */
export const FOREX_MATCH_TYPE = 2;
/** The role-based default forex contest (spec §9). */
export const DEFAULT_FOREX_MATCH_ID = 658;
const INVALID_ACCOUNT = 60016;

/**
 * The forex account a call acts on: the account named by `assetAccount`, else the caller's account
 * in `matchID` when that is a forex contest, else their account in a forex contest (658 first).
 */
export async function forexAccountFor(
  svc: TradingService,
  db: Db,
  request: FastifyRequest,
  p: { userID?: number; assetAccount?: number; matchID?: number },
): Promise<AccountRef & { userId: number }> {
  if (p.assetAccount !== undefined) return accountFor(svc, request, p);
  const user = currentUser(request);
  if (p.userID !== undefined && p.userID !== user.id) throw tradeError(INVALID_ACCOUNT);
  const rows = await db.query<{ account_id: number; match_id: number }>(
    // A running forex training's own account (its project's contest, entered by 开始) first;
    // outside a training that account is not used.
    `SELECT a.account_id, a.match_id FROM trading_accounts a
     JOIN matches m ON m.match_id = a.match_id AND m.match_type = $2
     LEFT JOIN user_current_match c ON c.user_id = a.user_id
     WHERE a.user_id = $1 AND a.currency = 1
       AND (m.tp_info_id IS NULL OR m.match_id = c.match_id)
     ORDER BY (m.tp_info_id IS NOT NULL) DESC, (a.match_id = $3) DESC, (a.match_id = $4) DESC,
       a.account_id`,
    [user.id, FOREX_MATCH_TYPE, p.matchID ?? 0, DEFAULT_FOREX_MATCH_ID],
  );
  const row = rows[0];
  if (!row) return openDefaultForexAccount(svc, db, user.id);
  return {
    accountId: Number(row.account_id),
    matchId: Number(row.match_id),
    currency: 1,
    userId: user.id,
  };
}

/**
 * Opens the caller's account in the running auto-enrol forex contest (658 first) with its CNY
 * funds, as enrolment does on first sight of the contest list (which then links it). 60016 when
 * there is no such contest.
 */
async function openDefaultForexAccount(
  svc: TradingService,
  db: Db,
  userId: number,
): Promise<AccountRef & { userId: number }> {
  const [m] = await db.query<{ match_id: number; initial_rmb: string | number }>(
    `SELECT match_id, initial_rmb FROM matches
     WHERE match_type = $1 AND auto_enrol AND is_published AND end_time > now()
     ORDER BY (match_id = $2) DESC, match_id LIMIT 1`,
    [FOREX_MATCH_TYPE, DEFAULT_FOREX_MATCH_ID],
  );
  if (!m) throw tradeError(INVALID_ACCOUNT);
  const matchId = Number(m.match_id);
  const accountId = await svc.openAccount(userId, matchId, Number(m.initial_rmb));
  return { accountId, matchId, currency: 1, userId };
}

/** The contest's opening funds in each foreign currency (spec matchBasisInfo initialUSD, initialHKD). */
const OPENING_COLUMNS = [
  { currency: 'USD', column: 'initial_usd' },
  { currency: 'HKD', column: 'initial_hkd' },
] as const;

/** Marks a currency's opening funds booked for the account; false when they already were. */
async function markOpening(db: Db, accountId: number, currency: string, qty: number) {
  // USD keeps its marker of migration 216; the other currencies have theirs in migration 200.
  const sql =
    currency === 'USD'
      ? `INSERT INTO forex_openings (account_id, currency, qty) VALUES ($1, $2, $3)
         ON CONFLICT (account_id) DO NOTHING RETURNING account_id`
      : `INSERT INTO forex_opening_funds (account_id, currency, qty) VALUES ($1, $2, $3)
         ON CONFLICT (account_id, currency) DO NOTHING RETURNING account_id`;
  return (await db.query(sql, [accountId, currency, qty])).length > 0;
}

/**
 * Books the contest's opening foreign funds (matches.initial_usd, initial_hkd) into a forex
 * account once per currency: held as the currency's CNH pair (USDCNH, HKDCNH) at the live rate,
 * paid in as capital (domain/forex `bookOpeningFunds`). The marker row is written first, so two
 * concurrent calls book it once.
 */
export async function ensureOpeningFunds(
  svc: TradingService,
  db: Db,
  ref: AccountRef,
): Promise<void> {
  const [m] = await db.query<Record<string, string | number>>(
    'SELECT initial_usd, initial_hkd, match_type FROM matches WHERE match_id = $1',
    [ref.matchId],
  );
  if (!m || Number(m.match_type) !== FOREX_MATCH_TYPE || ref.currency !== 1) return;
  for (const { currency, column } of OPENING_COLUMNS) {
    const qty = Math.floor(Number(m[column] ?? 0));
    const code = CNY_PAIR_OF[currency];
    const sec = code ? svc.core.market.security(code, 'FX') : undefined;
    if (!code || !sec || !(qty > 0) || !Number.isSafeInteger(qty)) continue;
    if (!(await markOpening(db, ref.accountId, currency, qty))) continue;
    const rate = svc.core.market.quote(`${code}.FX`)?.last ?? FOREX_RULES.cnyRates[currency] ?? 0;
    await svc.core.store.run(ref.accountId, async (account) => {
      const key = holdingKey({ code, market: 'FX' });
      const held: HeldPosition = account.positions.get(key) ?? {
        market: 'FX',
        code,
        qty: 0,
        sellable: 0,
        frozen: 0,
        cost: 0,
        realised: 0,
        securityType: sec.type,
        name: sec.name,
      };
      const total = totalAssetsLi(svc.core.market, account);
      const o = bookOpeningFunds(account.cash, held, account.units, total, qty, rate);
      await svc.core.commit(account, {
        account: { ...account, cash: o.cash, units: o.units },
        positions: [{ ...held, ...o.position }],
        orders: [],
        reports: [],
      });
    });
  }
}

/** One currency balance of a forex account. */
export interface CurrencyBalance {
  currency: string;
  balance: number;
  available: number;
  frozen: number;
  cnyValue: number;
  cost: number;
}

/**
 * The account's balances per currency: CNY cash, and each foreign currency summed over the pairs
 * whose base it is, with its CNY value at the current rates (li).
 */
export function balancesOf(
  svc: TradingService,
  account: { cash: { available: number; frozen: number }; positions: Map<string, HeldPosition> },
): CurrencyBalance[] {
  const cny: CurrencyBalance = {
    currency: 'CNY',
    balance: account.cash.available + account.cash.frozen,
    available: account.cash.available,
    frozen: account.cash.frozen,
    cnyValue: account.cash.available + account.cash.frozen,
    cost: 0,
  };
  const by = new Map<string, CurrencyBalance>();
  for (const p of account.positions.values()) {
    // Margin positions (虚盘, sided) are not currency balances.
    if (p.market !== 'FX' || p.qty <= 0 || p.posSide) continue;
    const ccy = pairCurrencies(p.code).base;
    const b = by.get(ccy) ?? {
      currency: ccy,
      balance: 0,
      available: 0,
      frozen: 0,
      cnyValue: 0,
      cost: 0,
    };
    b.balance += p.qty;
    b.available += p.sellable;
    b.frozen += p.frozen;
    b.cnyValue += holdingValue(svc.core.market, p);
    b.cost += p.cost;
    by.set(ccy, b);
  }
  return [cny, ...[...by.values()].sort((a, b) => a.currency.localeCompare(b.currency))];
}
