import { ERROR_CODES, errorText } from '@portal/shared-kit';
import { Alert, Button, Tabs } from 'antd';
import { memo } from 'react';
import { BUY, SELL, type OrderSide } from '../../../../../common';
import { notPermittedText } from '../state/permission';
import { OrderConfirmModal } from './order-confirm-modal';
import { OrderEstimate, OrderTicketFields } from './order-ticket-fields';
import {
  isReadyTicket,
  orderTicketActions,
  useOrderTicket,
  type ReadyTicket,
} from './use-order-ticket';

const SIDE_TABS = [
  { key: String(BUY), label: '买入' },
  { key: String(SELL), label: '卖出' },
];

/**
 * The order ticket: side, limit or market, price on the security's tick and precision, quantity
 * on the board's lot grid, max buy/sell from the server, amount and fee estimate. Checks the match
 * permission, lot and price before anything is sent.
 */
export const OrderTicket = memo(function OrderTicket() {
  const t = useOrderTicket();
  if (!isReadyTicket(t)) {
    return <div className="sz-ticket sz-muted">请输入证券代码、简称或拼音查找证券</div>;
  }
  return <ReadyOrderTicket t={t} />;
});

function ReadyOrderTicket({ t }: { t: ReadyTicket }) {
  const a = orderTicketActions(t);
  const { info } = t;
  const isBuy = t.side === BUY;
  const error = t.localError ?? t.serverError;
  return (
    <div className={`sz-ticket ${isBuy ? 'sz-buy' : 'sz-sell'}`} data-testid="order-ticket">
      <Tabs
        activeKey={String(t.side)}
        items={SIDE_TABS}
        onChange={(k) => a.switchSide(Number(k) as OrderSide)}
      />
      {!t.permitted && <Alert type="warning" showIcon title={notPermittedText(info.shortName)} />}
      {t.closed && <Alert type="info" showIcon title={errorText(ERROR_CODES.NOT_TRADING_TIME)} />}
      <OrderTicketFields t={t} a={a} />
      <OrderEstimate fees={a.fees} />
      {error && <Alert type="error" showIcon title={error} data-testid="ticket-error" />}
      {t.notice && !error && <Alert type="success" showIcon title={t.notice} />}
      <Button
        block
        type="primary"
        danger={isBuy}
        className={isBuy ? 'sz-buy-button' : 'sz-sell-button'}
        loading={t.placing}
        onClick={a.submit}
      >
        {isBuy ? '买入' : '卖出'}
      </Button>
      <OrderConfirmModal
        summary={t.pending}
        onCancel={() => t.setPending(null)}
        onConfirm={a.confirm}
      />
    </div>
  );
}
