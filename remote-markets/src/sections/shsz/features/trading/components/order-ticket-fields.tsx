import { formatMoney } from '@portal/shared-kit';
import { Button, Radio, Space } from 'antd';
import { BUY, stepPrice, stepQuantity } from '../../../../../common';
import type { PriceType } from '../model';
import { PriceInput, QuantityInput } from './ticket-inputs';
import type { orderTicketActions, ReadyTicket } from './use-order-ticket';

/** Share of the max volume the quick buttons pick. */
const PORTIONS = [
  { label: '1/4', part: 4 },
  { label: '1/3', part: 3 },
  { label: '1/2', part: 2 },
  { label: '全部', part: 1 },
];

type Actions = ReturnType<typeof orderTicketActions>;

/** The ticket's inputs: the security, limit or market, price, quantity and the max-volume picks. */
export function OrderTicketFields({ t, a }: { t: ReadyTicket; a: Actions }) {
  const { info, pRule, qRule, priceType } = t;
  const isBuy = t.side === BUY;
  return (
    <>
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
          onChange={(e) => t.setPriceType(e.target.value as PriceType)}
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
            value={t.price}
            rule={pRule}
            onChange={t.setPrice}
            onStep={(dir) => t.setPrice((p) => stepPrice(p ?? 0, dir, pRule))}
          />
        )}
      </div>
      <div className="sz-ticket-row">
        <span className="sz-label">{isBuy ? '买入数量' : '卖出数量'}</span>
        <QuantityInput
          value={t.qty}
          unit={qRule.unit}
          onChange={t.setQty}
          onStep={(dir) => t.setQty((q) => stepQuantity(q ?? 0, dir, qRule))}
        />
      </div>
      <MaxVolumeRow t={t} a={a} />
    </>
  );
}

function MaxVolumeRow({ t, a }: { t: ReadyTicket; a: Actions }) {
  const { max } = a;
  return (
    <div className="sz-ticket-row">
      <span className="sz-label">{t.side === BUY ? '最大可买' : '最大可卖'}</span>
      <span data-testid="max-volume">{max === null ? '—' : `${max}${t.qRule.unit}`}</span>
      <Space size={4}>
        {PORTIONS.map((p) => (
          <Button key={p.label} size="small" type="text" onClick={() => a.pickPortion(p.part)}>
            {p.label}
          </Button>
        ))}
      </Space>
    </div>
  );
}

/** 委托金额 and 预估费用 with the fee breakdown on hover. */
export function OrderEstimate({ fees }: { fees: Actions['fees'] }) {
  return (
    <>
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
    </>
  );
}
