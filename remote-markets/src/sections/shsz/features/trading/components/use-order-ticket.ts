import { setOrderConfirmEnabled, useOrderConfirm, useSession } from '@portal/shared-kit';
import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  BUY,
  estimateFees,
  portionQuantity,
  priceError,
  priceRule,
  quantityError,
  quantityRule,
  SELL,
  sellRule,
  type OrderSide,
} from '../../../../../common';
import { selectMarketClock } from '../../../market-clock/state/market-clock.slice';
import type { PriceType } from '../model';
import { useSellable } from '../state/account-reads';
import { notPermittedText } from '../state/permission';
import * as sel from '../state/trading.selectors';
import { tradingActions } from '../state/trading.slice';
import type { OrderSummary } from './order-confirm-modal';
import { useTicketPrice } from './use-ticket-price';

/** What the ticket reads from the store: the security, its limits, max volumes, the last answer. */
function useTicketReads() {
  const info = useSelector(sel.selectSecurity);
  const permitted = useSelector(sel.selectPermitted);
  const limitUp = useSelector(sel.selectLimitUp);
  const limitDown = useSelector(sel.selectLimitDown);
  const maxBuy = useSelector(sel.selectMaxBuy);
  const maxSell = useSelector(sel.selectMaxSell);
  const sellable = useSellable();
  const placing = useSelector(sel.selectPlacing);
  const serverError = useSelector(sel.selectTicketError);
  const notice = useSelector(sel.selectTicketNotice);
  // Outside 09:00–15:30 by server time the ticket warns before the server refuses (60007).
  const closed = useSelector((st: Record<string, unknown>) => {
    const c = selectMarketClock(st);
    return c.now > 0 && !c.inTradingHours;
  });
  return {
    info,
    permitted,
    limitUp,
    limitDown,
    maxBuy,
    maxSell,
    sellable,
    placing,
    serverError,
    notice,
    closed,
  };
}

/**
 * The order ticket's state: side, order type, quantity, the pending confirmation, the security's
 * price and quantity rules, and the max-volume query that follows the order price.
 */
export function useOrderTicket() {
  const dispatch = useDispatch();
  const reads = useTicketReads();
  const { info } = reads;
  const [side, setSide] = useState<OrderSide>(BUY);
  const [priceType, setPriceType] = useState<PriceType>('limit');
  const [qty, setQty] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [pending, setPending] = useState<(OrderSummary & { qty: number }) | null>(null);
  const { user } = useSession();
  const userId = user ? (user.UserID ?? user.Id) : null;
  const confirmFirst = useOrderConfirm(userId);

  const pRule = useMemo(() => (info ? priceRule(info) : null), [info]);
  const buyRule = useMemo(() => (info ? quantityRule(info) : null), [info]);
  const qRule = buyRule && side === SELL ? sellRule(buyRule) : buyRule;
  const code = info ? `${info.symbol}.${info.market}` : '';

  // A new security starts a fresh ticket.
  useEffect(() => {
    setQty(null);
    setLocalError(null);
  }, [code]);
  const { price, setPrice, orderPrice } = useTicketPrice(code, priceType);
  useEffect(() => {
    if (info && orderPrice > 0) dispatch(tradingActions.maxVolumesRequested({ price: orderPrice }));
  }, [dispatch, info, orderPrice]);

  return {
    ...reads,
    dispatch,
    side,
    setSide,
    priceType,
    setPriceType,
    qty,
    setQty,
    localError,
    setLocalError,
    pending,
    setPending,
    userId,
    confirmFirst,
    pRule,
    buyRule,
    qRule,
    price,
    setPrice,
    orderPrice,
  };
}

type TicketState = ReturnType<typeof useOrderTicket>;
/** The ticket once a security is chosen: its rules are known. */
export type ReadyTicket = TicketState & {
  info: NonNullable<TicketState['info']>;
  pRule: NonNullable<TicketState['pRule']>;
  buyRule: NonNullable<TicketState['buyRule']>;
  qRule: NonNullable<TicketState['qRule']>;
};

export function isReadyTicket(t: TicketState): t is ReadyTicket {
  return !!t.info && !!t.pRule && !!t.qRule && !!t.buyRule;
}

/** The typed order's first error: a limit price off the tick or limits, then the quantity. */
function inputError(t: ReadyTicket, q: number): string | null {
  const { side } = t;
  return (
    (t.priceType === 'limit'
      ? priceError(t.price ?? 0, t.pRule, { up: t.limitUp, down: t.limitDown })
      : null) ??
    quantityError(
      q,
      side,
      side === BUY ? t.buyRule : t.qRule,
      side === SELL ? t.sellable : undefined,
    )
  );
}

/** The ticket's figures (max volume, amount and fees) and what its buttons do. */
export function orderTicketActions(t: ReadyTicket) {
  const { info, side, qRule, dispatch } = t;
  const max = side === BUY ? t.maxBuy : (t.maxSell ?? t.sellable ?? null);
  const fees = estimateFees(t.orderPrice, t.qty ?? 0, side, info.securityType);

  const send = (q: number) =>
    dispatch(
      tradingActions.orderSubmitted({ side, priceType: t.priceType, price: t.orderPrice, qty: q }),
    );

  const pickPortion = (part: number) => {
    if (max !== null && max > 0) t.setQty(portionQuantity(max, part, side, qRule));
  };

  const submit = () => {
    if (!t.permitted) {
      t.setLocalError(notPermittedText(info.shortName));
      return;
    }
    const q = t.qty ?? 0;
    const error = inputError(t, q);
    t.setLocalError(error);
    if (error) return;
    if (!t.confirmFirst) {
      send(q);
      return;
    }
    t.setPending({
      security: `${info.symbol} ${info.shortName}`,
      sideText: side === BUY ? '买入' : '卖出',
      priceText: t.priceType === 'market' ? '市价' : String(t.price ?? ''),
      qtyText: `${q}${qRule.unit}`,
      amount: fees.amount,
      qty: q,
    });
  };

  /** 买入/卖出 switch: a fresh ticket, without the last quantity, error or 委托已提交. */
  const switchSide = (next: OrderSide) => {
    t.setSide(next);
    t.setQty(null);
    t.setLocalError(null);
    dispatch(tradingActions.ticketCleared());
  };

  const confirm = (dontAskAgain: boolean) => {
    if (dontAskAgain && t.userId !== null) setOrderConfirmEnabled(t.userId, false);
    if (t.pending) send(t.pending.qty);
    t.setPending(null);
  };

  return { max, fees, pickPortion, submit, switchSide, confirm };
}
