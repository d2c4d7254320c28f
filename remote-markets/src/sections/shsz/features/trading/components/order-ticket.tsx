import {
  ERROR_CODES,
  errorText,
  formatMoney,
  setOrderConfirmEnabled,
  useOrderConfirm,
  useSession,
} from '@portal/shared-kit';
import { Alert, Button, Radio, Space, Tabs } from 'antd';
import { memo, useEffect, useMemo, useState } from 'react';
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
  stepPrice,
  stepQuantity,
  type OrderSide,
} from '../../../../../common';
import { selectMarketClock } from '../../../market-clock/state/market-clock.slice';
import type { PriceType } from '../model';
import { useSellable } from '../state/account-reads';
import { notPermittedText } from '../state/permission';
import * as sel from '../state/trading.selectors';
import { tradingActions } from '../state/trading.slice';
import { OrderConfirmModal, type OrderSummary } from './order-confirm-modal';
import { PriceInput, QuantityInput } from './ticket-inputs';
import { useTicketPrice } from './use-ticket-price';

const SIDE_TABS = [
  { key: String(BUY), label: '买入' },
  { key: String(SELL), label: '卖出' },
];

/** Share of the max volume the quick buttons pick. */
const PORTIONS = [
  { label: '1/4', part: 4 },
  { label: '1/3', part: 3 },
  { label: '1/2', part: 2 },
  { label: '全部', part: 1 },
];

/**
 * The order ticket: side, limit or market, price on the security's tick and precision, quantity
 * on the board's lot grid, max buy/sell from the server, amount and fee estimate. Checks the match
 * permission, lot and price before anything is sent.
 */
export const OrderTicket = memo(function OrderTicket() {
  const dispatch = useDispatch();
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

  if (!info || !pRule || !qRule || !buyRule) {
    return <div className="sz-ticket sz-muted">请输入证券代码、简称或拼音查找证券</div>;
  }

  const max = side === BUY ? maxBuy : (maxSell ?? sellable ?? null);
  const fees = estimateFees(orderPrice, qty ?? 0, side, info.securityType);

  const pickPortion = (part: number) => {
    if (max !== null && max > 0) setQty(portionQuantity(max, part, side, qRule));
  };

  const submit = () => {
    if (!permitted) {
      setLocalError(notPermittedText(info.shortName));
      return;
    }
    const q = qty ?? 0;
    const error =
      (priceType === 'limit'
        ? priceError(price ?? 0, pRule, { up: limitUp, down: limitDown })
        : null) ??
      quantityError(q, side, side === BUY ? buyRule : qRule, side === SELL ? sellable : undefined);
    setLocalError(error);
    if (error) return;
    if (!confirmFirst) {
      send(q);
      return;
    }
    setPending({
      security: `${info.symbol} ${info.shortName}`,
      sideText: side === BUY ? '买入' : '卖出',
      priceText: priceType === 'market' ? '市价' : String(price ?? ''),
      qtyText: `${q}${qRule.unit}`,
      amount: fees.amount,
      qty: q,
    });
  };

  const send = (q: number) =>
    dispatch(tradingActions.orderSubmitted({ side, priceType, price: orderPrice, qty: q }));

  /** 买入/卖出 switch: a fresh ticket, without the last quantity, error or 委托已提交. */
  const switchSide = (next: OrderSide) => {
    setSide(next);
    setQty(null);
    setLocalError(null);
    dispatch(tradingActions.ticketCleared());
  };

  const isBuy = side === BUY;
  const error = localError ?? serverError;
  return (
    <div className={`sz-ticket ${isBuy ? 'sz-buy' : 'sz-sell'}`} data-testid="order-ticket">
      <Tabs
        activeKey={String(side)}
        items={SIDE_TABS}
        onChange={(k) => switchSide(Number(k) as OrderSide)}
      />
      {!permitted && <Alert type="warning" showIcon title={notPermittedText(info.shortName)} />}
      {closed && <Alert type="info" showIcon title={errorText(ERROR_CODES.NOT_TRADING_TIME)} />}
      <div className="sz-ticket-row">
        <span className="sz-label">证券</span>
        <span>
          {info.symbol} {info.shortName}
        </span>
      </div>
      <div className="sz-ticket-row">
        <span className="sz-label">报价方式</span>
        <Radio.Group
          value={priceType}
          onChange={(e) => setPriceType(e.target.value as PriceType)}
          options={[
            { value: 'limit', label: '限价委托' },
            { value: 'market', label: '市价委托' },
          ]}
        />
      </div>
      <div className="sz-ticket-row">
        <span className="sz-label">{isBuy ? '买入价格' : '卖出价格'}</span>
        {priceType === 'market' ? (
          <span className="sz-muted">最优五档即时成交剩余转限价</span>
        ) : (
          <PriceInput
            value={price}
            rule={pRule}
            onChange={setPrice}
            onStep={(dir) => setPrice((p) => stepPrice(p ?? 0, dir, pRule))}
          />
        )}
      </div>
      <div className="sz-ticket-row">
        <span className="sz-label">{isBuy ? '买入数量' : '卖出数量'}</span>
        <QuantityInput
          value={qty}
          unit={qRule.unit}
          onChange={setQty}
          onStep={(dir) => setQty((q) => stepQuantity(q ?? 0, dir, qRule))}
        />
      </div>
      <div className="sz-ticket-row">
        <span className="sz-label">{isBuy ? '最大可买' : '最大可卖'}</span>
        <span data-testid="max-volume">{max === null ? '—' : `${max}${qRule.unit}`}</span>
        <Space size={4}>
          {PORTIONS.map((p) => (
            <Button key={p.label} size="small" type="text" onClick={() => pickPortion(p.part)}>
              {p.label}
            </Button>
          ))}
        </Space>
      </div>
      <div className="sz-ticket-row">
        <span className="sz-label">委托金额</span>
        <span>{formatMoney(fees.amount)}</span>
      </div>
      <div className="sz-ticket-row">
        <span className="sz-label">预估费用</span>
        <span title={`佣金 ${fees.commission} 印花税 ${fees.stampDuty} 过户费 ${fees.transfer}`}>
          {formatMoney(fees.total)}
        </span>
      </div>
      {error && <Alert type="error" showIcon title={error} data-testid="ticket-error" />}
      {notice && !error && <Alert type="success" showIcon title={notice} />}
      <Button
        block
        type="primary"
        danger={isBuy}
        className={isBuy ? 'sz-buy-button' : 'sz-sell-button'}
        loading={placing}
        onClick={submit}
      >
        {isBuy ? '买入' : '卖出'}
      </Button>
      <OrderConfirmModal
        summary={pending}
        onCancel={() => setPending(null)}
        onConfirm={(dontAskAgain) => {
          if (dontAskAgain && userId !== null) setOrderConfirmEnabled(userId, false);
          if (pending) send(pending.qty);
          setPending(null);
        }}
      />
    </div>
  );
});
