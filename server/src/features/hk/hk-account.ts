import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import {
  accountFor,
  tradeError,
  type AccountParams,
  type AccountRef,
  n,
  type TradingService,
} from '../trading';

/** The two HK sections (docs/market-rules.md, "Hong Kong"). */
export type HkSectionId = 'HKStock' | 'HKMarkets';

/** Which HK section asks (HKStock 沪深港通 / HKMarkets 港股通); default HKStock. */
export const sectionParam = Type.Optional(
  Type.Union([Type.Literal('HKStock'), Type.Literal('HKMarkets')]),
);

/** Spec §3 currencies of an account. */
export const CNY = 1;
export const HKD = 2;

/** A contest's HKD starting funds (matches.initial_hkd, yuan-like units); 0 without them. */
async function initialHkd(ctx: AppContext, matchId: number): Promise<number> {
  const [row] = await ctx.db.query('SELECT initial_hkd FROM matches WHERE match_id = $1', [
    matchId,
  ]);
  const v = n(row?.initial_hkd);
  return Number.isFinite(v) && v > 0 ? v : 0;
}

/**
 * The account an HK section trades in. HKStock (沪深港通) always trades through the contest's CNY
 * account (settled at the reference rate). HKMarkets (港股通) trades in the contest's HKD account
 * when the contest gives `initialHKD` — opened with those funds on the owner's first visit —
 * and through the CNY account otherwise. `p` names any account of the contest.
 */
export async function hkAccountFor(
  ctx: AppContext,
  svc: TradingService,
  request: FastifyRequest,
  p: AccountParams,
  section: HkSectionId,
): Promise<AccountRef & { userId: number }> {
  const ref = await accountFor(svc, request, p, { managersMayRead: true });
  const want = section === 'HKMarkets' && (await initialHkd(ctx, ref.matchId)) > 0 ? HKD : CNY;
  if (ref.currency === want) return ref;
  const sibling = async () => {
    const list = await svc.core.accounts.ofUser(ref.userId);
    return list.find((a) => a.matchId === ref.matchId && a.currency === want);
  };
  let found = await sibling();
  if (!found && want === HKD && ref.userId === currentUser(request).id) {
    const denied = await svc.engine.accountDenied(ref);
    if (denied !== null) throw tradeError(denied);
    // Through the trading service, which forgets its cached list of the user's accounts.
    await svc.openAccount(ref.userId, ref.matchId, await initialHkd(ctx, ref.matchId), HKD);
    found = await sibling();
  }
  if (!found) throw tradeError(60016);
  return { ...found, userId: ref.userId };
}
