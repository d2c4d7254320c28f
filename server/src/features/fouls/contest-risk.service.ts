import type { Db } from '../../db/db';
import {
  evaluateContestRisk,
  MATCH_STATE,
  matchState,
  orderRiskContext,
  type AccountSnapshot,
  type OrderBasics,
  type OrderRiskContext,
  type RiskVerdict,
} from '../../domain/contests';
import type { Clock } from '../../context';
import type { ContestsRepository } from '../contests';
import type { FoulsRepository } from './fouls.repository';

/**
 * The order pipeline's contest risk check (codes 60140–60159): evaluates the contest's rules
 * and writes a foul record for a breach when the contest records fouls. Call it before the
 * exchange accepts an order or a cancel; a rejected verdict carries the code to answer with.
 */
export class ContestRiskService {
  constructor(
    private readonly db: Db,
    private readonly contests: ContestsRepository,
    private readonly fouls: FoulsRepository,
    private readonly clock: Clock,
    private readonly onFoul: (matchId: number) => void = () => undefined,
  ) {}

  /** Checks an order of `accountId` in contest `matchId`; contests without rules always pass. */
  async check(accountId: number, matchId: number, order: OrderRiskContext): Promise<RiskVerdict> {
    const c = await this.contest(matchId);
    if (!c || matchState(c, this.clock.now()) === MATCH_STATE.ENDED) return { ok: true };
    const verdict = evaluateContestRisk(c.settings.riskRules, order);
    if (verdict.ok || !verdict.foul) return verdict;
    const [t] = await this.db.query<{ trader_id: number; user_id: number }>(
      'SELECT trader_id, user_id FROM match_traders WHERE account_id = $1 AND match_id = $2',
      [accountId, matchId],
    );
    if (t) {
      await this.fouls.insert({
        matchId,
        traderId: Number(t.trader_id),
        userId: Number(t.user_id),
        code: verdict.code,
        content: verdict.message,
        orderInfo: {
          action: order.action,
          market: order.market,
          code: order.code,
          side: order.side,
          qty: order.qty,
          price: order.price,
        },
      });
      this.onFoul(matchId);
    }
    return verdict;
  }

  /**
   * The one-call form for the exchange: builds the context from the account it holds (today's
   * tally read from its orders, holdings at `priceOf`) and checks it.
   */
  async checkOrder(
    accountId: number,
    matchId: number,
    account: AccountSnapshot,
    order: OrderBasics,
    tradingDate: string,
    priceOf: (market: string, code: string) => number | undefined,
  ): Promise<RiskVerdict> {
    const c = await this.contest(matchId);
    if (
      !c ||
      Object.keys(c.settings.riskRules).every((k) => k === 'recordFouls' || k === 'foulPoints')
    ) {
      return { ok: true };
    }
    const today = await this.today(accountId, tradingDate);
    return this.check(accountId, matchId, orderRiskContext(account, order, today, priceOf));
  }

  /** Today's tally of an account for the count and amount rules, from the exchange's orders. */
  async today(accountId: number, tradingDate: string): Promise<OrderRiskContext['today']> {
    const [r] = await this.db.query<{ orders: number; amount: number; cancels: number }>(
      `SELECT count(*)::int AS orders, coalesce(sum(price * qty), 0)::float8 AS amount,
         count(*) FILTER (WHERE status IN (4, 104))::int AS cancels
       FROM trading_orders WHERE account_id = $1 AND trading_date = $2 AND status <> 8`,
      [accountId, tradingDate],
    );
    return {
      orderCount: r?.orders ?? 0,
      tradeAmount: Number(r?.amount ?? 0),
      cancelCount: r?.cancels ?? 0,
    };
  }

  /** The contest's rules, from the per-process contest cache (every contest write invalidates it). */
  private contest(matchId: number) {
    return this.contests.cachedById(matchId, this.clock.now().getTime());
  }
}
