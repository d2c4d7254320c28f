import { errorText } from '@portal/shared-kit/domain';
import type { FastifyRequest } from 'fastify';
import { isManager } from '../../domain/identity';
import type { Rejection } from '../../domain/exchange';
import { AppError } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import type { AccountRef } from './accounts.repository';
import { DEFAULT_MATCH_ID, type TradingService } from './trading-service';

/** A trade refusal: HTTP 200, isOK false, retCode the spec §8 code, msg its Chinese text. */
export function tradeError(code: number): AppError {
  return new AppError(200, errorText(code) ?? String(code), code);
}

/** Throws the refusal of a domain rejection. */
export function raise(r: Rejection): never {
  throw tradeError(r.code);
}

/** Account selectors a call may carry (spec §7 spellings). */
export interface AccountParams {
  userID?: number;
  assetAccount?: number;
  TraderID?: number;
}

const INVALID_ACCOUNT = 60016;

/**
 * The asset account a call acts on. Students act on their own accounts only (another userID or
 * account id is 60016 无效账户); teachers and admins may name any account by id (read calls).
 * Without an account id the user's CNY account in the contest they are in (their last
 * LoginMatch) is used, else the one in the default contest.
 */
export async function accountFor(
  svc: TradingService,
  request: FastifyRequest,
  p: AccountParams,
  options: { managersMayRead?: boolean } = {},
): Promise<AccountRef & { userId: number }> {
  const user = currentUser(request);
  const wanted = p.assetAccount ?? p.TraderID;
  const manager = isManager(user.role) && options.managersMayRead === true;
  if (p.userID !== undefined && p.userID !== user.id && !manager) throw tradeError(INVALID_ACCOUNT);
  if (wanted !== undefined) {
    const ref = await svc.core.accounts.byId(wanted);
    if (!ref || (ref.userId !== user.id && !manager)) throw tradeError(INVALID_ACCOUNT);
    return ref;
  }
  const owner = p.userID ?? user.id;
  const list = await svc.accountsOf(owner);
  // The contest the user is in (last LoginMatch) first, then the default contest.
  const current = await svc.engine.currentMatch(owner);
  const found =
    list.find((a) => a.matchId === current && a.currency === 1) ??
    list.find((a) => a.matchId === DEFAULT_MATCH_ID) ??
    list[0];
  if (!found) throw tradeError(INVALID_ACCOUNT);
  return { ...found, userId: owner };
}
