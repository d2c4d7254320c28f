import {
  DEFAULT_FEES,
  emptyPosition,
  ORDER_STATUS,
  type CashState,
  type ClassSettings,
  type Order,
  type Position,
  type PositionSide,
  type Side,
  type TradableSecurity,
} from '../exchange';
import { quoteOf } from '../exchange/test-fixtures';
import { forexSession } from './forex-class';
import { forexMargin } from './margin-class';

/** Test kit of the forex margin mode: a pair, its book, a margin contest's settings, a trade. */
export const fxPair = (code: string, tick = 0.00001): TradableSecurity => ({
  code,
  market: 'FX',
  name: code,
  type: 13,
  board: 'forex',
  lot: 1000,
  minBuy: 1000,
  tick,
  limit: { kind: 'none' },
  tPlusN: 0,
  isSt: false,
});

export const MARGIN: ClassSettings = {
  fees: DEFAULT_FEES,
  volumeCap: 1,
  raw: { forex: { mode: 'margin', leverage: 100 } },
};

/** A forex book round `mid`, five levels a side, deep enough to fill any test order. */
export const fxBook = (mid: number, half = 0.0005, tick = 0.00001) => {
  const lvl = (p: number) => ({ price: Number(p.toFixed(5)), volume: 1e9 });
  return quoteOf(mid, {
    tick,
    limitUp: null,
    limitDown: null,
    bids: [0, 1, 2, 3, 4].map((k) => lvl(mid - half - k * tick * 5)),
    asks: [0, 1, 2, 3, 4].map((k) => lvl(mid + half + k * tick * 5)),
    intervalVolume: 1e10,
  });
};

export interface FxAccount {
  cash: CashState;
  positions: Map<string, Position>;
}

const keyOf = (code: string, side: PositionSide) => `${code}.${side}`;

/** Validates, freezes and fills a whole limit order like the engine; the refusal code or the account. */
export function fxTrade(
  sec: TradableSecurity,
  acc: FxAccount,
  side: Side,
  effect: 'open' | 'close',
  qty: number,
  price: number,
  settings: ClassSettings = MARGIN,
): { ok: true; acc: FxAccount; realised: number } | { ok: false; code: number } {
  const posSide = forexMargin.positionSide(side, effect) as PositionSide;
  const position = acc.positions.get(keyOf(sec.code, posSide)) ?? {
    ...emptyPosition('FX', sec.code),
    posSide,
  };
  const v = forexMargin.validate(
    { side, kind: 'limit', qty, price, effect },
    {
      security: sec,
      permitted: true,
      quote: fxBook(price),
      session: forexSession('continuous'),
      cash: acc.cash,
      position,
      positions: [...acc.positions.values()],
      settings,
      priceOf: () => price,
    },
  );
  if (!v.ok) return { ok: false, code: v.code };
  const order: Order = {
    orderId: 1,
    accountId: 1,
    clOrdId: null,
    market: 'FX',
    code: sec.code,
    securityType: 13,
    side,
    kind: 'limit',
    price: v.value.price,
    qty,
    filledQty: 0,
    filledAmount: 0,
    fees: 0,
    frozenCash: v.value.frozenCash,
    frozenQty: v.value.frozenQty,
    status: ORDER_STATUS.REPORTED,
    rejectCode: null,
    tradingDate: '2026-11-23',
    matchKey: '',
    effect,
    posSide,
  };
  const placed = forexMargin.freeze({ cash: acc.cash, position, order });
  const f = forexMargin.fill(placed, sec, settings, qty, price);
  const positions = new Map(acc.positions).set(keyOf(sec.code, posSide), f.position);
  return { ok: true, acc: { cash: f.cash, positions }, realised: f.report.realised ?? 0 };
}
