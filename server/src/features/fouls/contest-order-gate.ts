import { ERROR_CODES } from '@portal/shared-kit/domain';
import type { AppContext } from '../../context';
import { MATCH_STATE, matchState } from '../../domain/contests';
import { toYuan } from '../../domain/exchange';
import { creditKindOf, creditTotals } from '../../domain/margin';
import { contestServicesOf } from '../contests';
import { marketOf } from '../quotation';
import type { OrderGate } from '../trading';
import type { ContestRiskService } from './contest-risk.service';

/**
 * The contest's say on every order and cancel the exchange accepts: nothing trades in an ended
 * contest (60010), and the contest's risk rules answer with their 60140–60159 code (writing the
 * foul record where the contest records fouls).
 */
export function contestOrderGate(ctx: AppContext, risk: ContestRiskService): OrderGate {
  const { contests, current } = contestServicesOf(ctx);
  return {
    account: (a) => current.accountProblem(a),
    currentMatch: (userId) => current.of(userId),
    async check(r) {
      const matchId = r.account.matchId;
      const contest = await contests.cachedById(matchId, ctx.clock.now().getTime());
      if (contest && matchState(contest, ctx.clock.now()) === MATCH_STATE.ENDED) {
        return ERROR_CODES.BUSINESS_FORBIDDEN;
      }
      const { market } = await marketOf(ctx);
      const sectorOf = (m: string, code: string) => market.security(code, m)?.sector;
      const sector = sectorOf(r.market, r.code);
      const verdict = await risk.checkOrder(
        r.account.accountId,
        matchId,
        {
          cashYuan: toYuan(r.account.cash.available + r.account.cash.frozen),
          positions: r.account.positions.values(),
          credits: creditTotals(r.account.positions.values(), (p) => sectorOf(p.market, p.code)),
        },
        {
          action: r.action,
          side: r.side,
          market: r.market,
          code: r.code,
          qty: r.qty,
          price: r.price,
          credit: creditKindOf(r.effect),
          ...(sector ? { sector } : {}),
        },
        r.tradingDate,
        (m, code) => market.quote(`${code}.${m}`)?.last,
      );
      return verdict.ok ? null : verdict.code;
    },
  };
}
