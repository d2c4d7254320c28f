import {
  emptyPosition,
  holdingKey,
  matchOrder,
  ORDER_STATUS,
  permittedInMatch,
  type AcceptedOrder,
  type AssetClass,
  type OrderBooks,
  type OrderEffect,
  type PositionSide,
  type Report,
  type Result,
  type SessionRule,
  type TradableSecurity,
} from '../../domain/exchange';
import type { Quote } from '../../domain/market';
import { EngineCore } from './engine-core';
import type { PlaceRequest } from './engine';
import type { MarketPort } from './market-port';
import type { AccountRecord, HeldPosition, NamedOrder } from './rows';
import type { TradingSettings } from './settings';

/** The parts of one order placement (engine.ts `placeIn`), each a step of the pipeline. */

/** The account's holding the order books into: the held one, or an empty one for a first trade. */
export function heldPosition(
  account: AccountRecord,
  sec: TradableSecurity & { name: string },
  posSide: PositionSide | undefined,
): HeldPosition {
  const held = account.positions.get(
    holdingKey({ code: sec.code, market: sec.market, ...(posSide ? { posSide } : {}) }),
  );
  return (
    held ?? {
      ...emptyPosition(sec.market, sec.code),
      ...(posSide ? { posSide } : {}),
      securityType: sec.type,
      name: sec.name,
    }
  );
}

/** What the asset class checks an order against: security, session, account and contest. */
export interface PlaceContext {
  account: AccountRecord;
  security: TradableSecurity;
  quote: Quote | undefined;
  session: SessionRule;
  settings: TradingSettings;
  position: HeldPosition;
  market: MarketPort;
  /** The market clock's mode at the order (`market.now().clock`). */
  clock: string | undefined;
}

/** The asset class's own checks of the order (lots, ticks, limits, cash, holdings …). */
export function classCheck(
  cls: AssetClass,
  req: PlaceRequest,
  effect: OrderEffect | null,
  c: PlaceContext,
): Result<AcceptedOrder> {
  const { market, security } = c;
  return cls.validate(
    { ...req, effect },
    {
      security,
      permitted: permittedInMatch(c.settings.match, security),
      quote: c.quote,
      underlying: security.derivative?.underlying
        ? market.quote(security.derivative.underlying)
        : undefined,
      session: c.session,
      cash: c.account.cash,
      position: c.position,
      positions: [...c.account.positions.values()],
      settings: c.settings,
      clock: c.clock,
      priceOf: (key) => market.quote(key)?.last,
      securityOf: (code, m) => market.security(code, m),
    },
  );
}

/** The stored form of the new order: accepted (reported, its freeze) or refused (its code). */
export function newOrder(
  account: AccountRecord,
  req: PlaceRequest,
  sec: TradableSecurity & { name: string },
  checked: Result<AcceptedOrder>,
  tradingDate: string,
  effect: OrderEffect | null,
  posSide: PositionSide | undefined,
): NamedOrder {
  return {
    orderId: EngineCore.NEW_ORDER_ID,
    accountId: account.accountId,
    clOrdId: req.clOrdId,
    market: sec.market,
    code: sec.code,
    name: sec.name,
    securityType: sec.type,
    side: req.side,
    kind: req.kind,
    price: checked.ok ? checked.value.price : (req.price ?? 0),
    qty: Number.isFinite(req.qty) ? Math.trunc(req.qty) : 0,
    filledQty: 0,
    filledAmount: 0,
    fees: 0,
    frozenCash: checked.ok ? checked.value.frozenCash : 0,
    frozenQty: checked.ok ? checked.value.frozenQty : 0,
    status: checked.ok ? ORDER_STATUS.REPORTED : ORDER_STATUS.REJECTED,
    rejectCode: checked.ok ? null : checked.code,
    tradingDate,
    matchKey: '',
    ...(effect !== null ? { effect } : {}),
    ...(posSide ? { posSide } : {}),
  };
}

/**
 * Freezes what an accepted order needs, then, in a matching session with a quote, fills it
 * against the quote as far as it goes: the books after its fills and the fills' reports.
 */
export function freezeAndMatch(
  cls: AssetClass,
  base: NamedOrder,
  c: PlaceContext,
): { books: OrderBooks & { position: HeldPosition }; reports: Report[] } {
  const { position, settings, security, quote } = c;
  const placed = cls.freeze({ cash: c.account.cash, position, order: base });
  let books = { ...placed, position: { ...position, ...placed.position } };
  const reports: Report[] = [];
  if (c.session.match && quote) {
    for (const f of matchOrder(base, quote, settings.volumeCap, cls.fillStep(security))) {
      const next = cls.fill(books, security, settings, f.qty, f.price);
      books = { ...next, position: { ...position, ...next.position } };
      reports.push(next.report);
    }
  }
  return { books, reports };
}
