import { ERROR_CODES } from '@portal/shared-kit/domain';
import { assetClassFor } from '../../domain/asset-classes';
import { contestEffect } from '../../domain/intraday';
import {
  accept,
  applyTransfer,
  BurstLimiter,
  holdingKey,
  reject,
  unitsAfterTransfer,
  type OrderEffect,
  type OrderInput,
  type Result,
} from '../../domain/exchange';
import { keyOf, shanghaiParts, type MarketTime, type Quote } from '../../domain/market';
import type { EngineCore } from './engine-core';
import { totalAssetsLi } from './valuation';
import { matchKey, matchWorking, minuteOfDay, sessionDate } from './working-orders';
import type { AccountRecord, HeldPosition, NamedOrder } from './rows';
import type { BurstLimits } from './settings';
import { accountGate, passGate, type OrderGate } from './order-gate';
import {
  classCheck,
  freezeAndMatch,
  heldPosition,
  newOrder,
  type PlaceContext,
} from './place-parts';

/** An order request after parameter parsing. */
export interface PlaceRequest extends OrderInput {
  symbol: string;
  market?: string;
  clOrdId: string | null;
  /** Asset-class order effect (open/close, credit effects …); absent for a plain cash order. */
  effect?: OrderEffect | null;
}

const unknownAccount = () => reject(ERROR_CODES.INVALID_ACCOUNT);

/**
 * The exchange engine: validates, freezes, matches and books orders, one account at a time,
 * and acknowledges only what has been committed to the database.
 */
export class TradingEngine {
  private readonly orderBursts: BurstLimiter;
  private readonly cancelBursts: BurstLimiter;
  /** Set while a day settlement runs; orders and cancels wait for it. */
  settling: Promise<void> = Promise.resolve();

  constructor(
    readonly core: EngineCore,
    limits: BurstLimits,
    private readonly now: () => number = Date.now,
    /** Contest-level checks (risk rules, ended contests), looked up per call so they can be set late. */
    private readonly gate: () => OrderGate | undefined = () => undefined,
  ) {
    this.orderBursts = new BurstLimiter(limits.orders.max, limits.orders.windowMs);
    this.cancelBursts = new BurstLimiter(limits.cancels.max, limits.cancels.windowMs);
  }

  /** Places an order; the answer is the stored order or a refusal with its spec §8 code. */
  async place(accountId: number, req: PlaceRequest): Promise<Result<NamedOrder>> {
    if (!this.orderBursts.tryHit(accountId, this.now()))
      return reject(ERROR_CODES.ORDER_BURST_TOO_HIGH);
    await this.settling;
    const out = await this.core.store.run(accountId, (a) => this.placeIn(a, req));
    return out ?? unknownAccount();
  }

  private async placeIn(account: AccountRecord, req: PlaceRequest): Promise<Result<NamedOrder>> {
    // An account of another contest than the one the user is in: refused, nothing written.
    const denied = await accountGate(this.gate(), account);
    if (denied !== null) return reject(denied);
    const { market } = this.core;
    const sec = market.security(req.symbol, req.market);
    if (!sec) return reject(ERROR_CODES.SECURITY_ILLEGAL);
    const settings = await this.core.settings(account.matchId);
    // The contest-rule layer: a type-4 contest's plain orders are day trades (domain/intraday).
    const effect = contestEffect(settings.matchType, req.effect ?? null);
    const cls = assetClassFor(sec, effect);
    if (!cls) return reject(ERROR_CODES.BUSINESS_FORBIDDEN);
    const t = market.now();
    const posSide = cls.positionSide(req.side, effect);
    const security = { ...sec, suspended: this.core.suspended.has(keyOf(sec)) };
    // The Shanghai minute opens a product's night session (futures, exchange clock mode); an
    // order taken in it belongs to the next trading day.
    const session = cls.session(security, t.phase, minuteOfDay(this.now()), t.step);
    const day = sessionDate(session, t.tradingDate, market);
    const c: PlaceContext = {
      account,
      security,
      quote: market.quote(keyOf(sec)),
      session,
      settings,
      position: heldPosition(account, sec, posSide),
      market,
      clock: t.clock,
    };
    const validated = classCheck(cls, req, effect, c);
    const checked = await passGate(this.gate(), validated, () => ({
      account,
      action: 'order',
      side: req.side,
      market: sec.market,
      code: sec.code,
      qty: req.qty,
      price: validated.ok ? validated.value.price : 0,
      tradingDate: day,
      effect,
    }));
    const base = newOrder(account, req, sec, checked, day, effect, posSide);
    if (!checked.ok) {
      // Rejections are recorded too; a repeated client order id is still a duplicate.
      const id = await this.core.commit(account, {
        account,
        positions: [],
        newOrder: base,
        orders: [],
        reports: [],
      });
      return id === null ? reject(ERROR_CODES.DUPLICATE_ORDER) : checked;
    }
    const { books, reports } = freezeAndMatch(cls, base, c);
    const order: NamedOrder = { ...base, ...books.order, name: sec.name, matchKey: matchKey(t) };
    const id = await this.core.commit(account, {
      account: { ...account, cash: books.cash },
      positions: [books.position],
      newOrder: order,
      orders: [],
      reports,
    });
    if (id === null) return reject(ERROR_CODES.DUPLICATE_ORDER);
    return accept({ ...order, orderId: id });
  }

  /** Cancels a working order of the account (60009 when it is not working or not there). */
  async cancel(accountId: number, orderId: number): Promise<Result<NamedOrder>> {
    if (!this.cancelBursts.tryHit(accountId, this.now()))
      return reject(ERROR_CODES.CANCEL_BURST_TOO_HIGH);
    await this.settling;
    const out = await this.core.store.run(accountId, async (account) => {
      const denied = await accountGate(this.gate(), account);
      if (denied !== null) return reject(denied);
      const order = account.working.get(orderId);
      if (!order) return reject(ERROR_CODES.CANCEL_FAILED);
      const sec = this.core.market.security(`${order.code}.${order.market}`);
      const cls = sec && assetClassFor(sec, order.effect ?? null);
      if (!sec || !cls) return reject(ERROR_CODES.CANCEL_FAILED);
      // The Shanghai minute closes cancels from 09:20 in the opening call (exchange clock mode).
      const minute = Math.floor(shanghaiParts(this.now()).second / 60);
      const { phase, step } = this.core.market.now();
      if (!cls.session(sec, phase, minute, step).cancel) return reject(ERROR_CODES.CANCEL_FAILED);
      const gated = await passGate(this.gate(), accept(order), () => ({
        account,
        action: 'cancel',
        side: order.side,
        market: order.market,
        code: order.code,
        qty: order.qty - order.filledQty,
        price: order.price,
        tradingDate: this.core.market.now().tradingDate,
      }));
      if (!gated.ok) return gated;
      const position = account.positions.get(holdingKey(order)) as HeldPosition;
      const r = cls.release({ cash: account.cash, position, order }, 'cancel');
      const next: NamedOrder = { ...order, ...r.order };
      await this.core.commit(account, {
        account: { ...account, cash: r.cash },
        positions: [{ ...position, ...r.position }],
        orders: [next],
        reports: [r.report],
      });
      return accept(next);
    });
    return out ?? unknownAccount();
  }

  /** Bank-securities transfer; units move at the current NAV so returns stay undistorted. */
  async transfer(
    accountId: number,
    direction: number,
    amountLi: number,
  ): Promise<Result<AccountRecord>> {
    await this.settling;
    const out = await this.core.store.run(accountId, async (account) => {
      const denied = await accountGate(this.gate(), account);
      if (denied !== null) return reject(denied);
      const r = applyTransfer(account.cash, direction, amountLi);
      if (!r.ok) return r;
      const before = totalAssetsLi(this.core.market, account);
      const signed = direction === 1 ? amountLi : -amountLi;
      const units = unitsAfterTransfer(account.units, before, signed);
      await this.core.commit(account, {
        account: { ...account, cash: r.value, units },
        positions: [],
        orders: [],
        reports: [],
        transfer: { direction, amount: amountLi, tradingDate: this.core.market.now().tradingDate },
      });
      return accept(account);
    });
    return out ?? unknownAccount();
  }

  /** 60010 when the user may not act on the account (another contest than theirs), else null. */
  accountDenied(account: Pick<AccountRecord, 'userId' | 'matchId'>): Promise<number | null> {
    return accountGate(this.gate(), account);
  }

  /** The contest the user is in (their last LoginMatch), or null (no contest gate, or none yet). */
  async currentMatch(userId: number): Promise<number | null> {
    const gate = this.gate();
    return gate?.currentMatch ? gate.currentMatch(userId) : null;
  }

  /** Matches every working order against fresh quotes (once per market interval each). */
  onTicks(quotes: Quote[], t: MarketTime): void {
    // Each order's asset class decides whether its session matches now (matchWorking).
    const byKey = new Map(quotes.map((q) => [`${q.code}.${q.market}`, q]));
    for (const a of this.core.store.withWorkingOrders()) {
      void this.core.store
        .run(a.accountId, (account) => matchWorking(this.core, account, byKey, t))
        .catch(() => undefined);
    }
  }
}
