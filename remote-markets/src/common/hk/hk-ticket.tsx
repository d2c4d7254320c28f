import { formatMoney } from '@portal/shared-kit';
import { Button, Checkbox, InputNumber, Radio } from 'antd';
import { useHkTicket, type HkTicketProps, type HkTicketState } from './use-hk-ticket';

const decimals = (tick: number) => (tick >= 1 ? 0 : (String(tick).split('.')[1]?.length ?? 2));

/**
 * The HK ticket: 买入/卖出, price on the spread-table tick, quantity in board lots, what the order
 * settles in the account's currency (CNY: amount × the side's reference rate; HKD: the amount)
 * and the largest buy in board lots. Closed sessions disable it; a VCM cooling-off shows its band.
 */
export function HkTicket(props: HkTicketProps) {
  const { quote, status } = props;
  const t = useHkTicket(props);
  const { side, closed } = t;
  return (
    <div className="hk-ticket" data-testid="hk-ticket">
      <div className="hk-ticket-title">
        {quote.shortName} {quote.symbol}
      </div>
      <Radio.Group value={side} onChange={(e) => t.setSide(e.target.value as 1 | 2)}>
        <Radio.Button value={1}>买入</Radio.Button>
        <Radio.Button value={2}>卖出</Radio.Button>
      </Radio.Group>
      <HkInputs t={t} lot={props.lot} />
      <HkSettlement t={t} currency={props.currency} status={status} />
      <Button
        type="primary"
        danger={side === 1}
        loading={t.busy}
        disabled={closed || !(t.price > 0) || !(t.qty > 0)}
        onClick={() => void t.submit()}
      >
        {side === 1 ? '买入' : '卖出'}
      </Button>
      {closed ? <div className="hk-hint">{status?.sessionName}，暂不接受委托</div> : null}
      {t.note ? <div className="hk-hint">{t.note}</div> : null}
    </div>
  );
}

/** Price on the spread-table tick and quantity in board lots, each with its hint. */
function HkInputs({ t, lot }: { t: HkTicketState; lot: number }) {
  const { tick, side } = t;
  return (
    <>
      <label>
        价格(HKD)
        <InputNumber
          aria-label="价格"
          value={t.price}
          step={tick}
          min={tick}
          precision={decimals(tick)}
          onChange={(v) => t.setPrice(Number(v ?? 0))}
        />
      </label>
      <div className="hk-hint">价位 {tick} HKD</div>
      <label>
        数量(股)
        <InputNumber
          aria-label="数量"
          value={t.qty}
          step={lot}
          min={side === 1 ? lot : 1}
          precision={0}
          onChange={(v) => t.setQty(Number(v ?? 0))}
        />
      </label>
      <div className="hk-hint">
        每手 {lot} 股{side === 2 ? '，碎股只能卖出' : ''}
      </div>
    </>
  );
}

/** The reference rate, the settlement amount, the VCM band, 竞价盘 and the largest order. */
function HkSettlement({
  t,
  currency,
  status,
}: {
  t: HkTicketState;
  currency: HkTicketProps['currency'];
  status: HkTicketProps['status'];
}) {
  const { side, rate, settles } = t;
  return (
    <>
      {currency === 'CNY' ? (
        <div className="hk-hint" data-testid="hk-rate">
          {side === 1 ? '买入参考汇率' : '卖出参考汇率'} {rate ?? '--'}
        </div>
      ) : null}
      <div className="hk-hint" data-testid="hk-settles">
        结算金额({currency}) {settles === null ? '--' : formatMoney(settles)}
      </div>
      {status?.vcm?.status === 'cooling' && status.vcm.band ? (
        <div className="hk-hint hk-vcm-cooling">
          冷静期内限价 {status.vcm.band.low}–{status.vcm.band.high}
        </div>
      ) : null}
      {status?.atAuction ? (
        <Checkbox checked={t.auctionOrder} onChange={(e) => t.setAuctionOrder(e.target.checked)}>
          竞价盘（按收市竞价成交价）
        </Checkbox>
      ) : null}
      <div className="hk-hint" data-testid="hk-max">
        {side === 1 ? '最大可买' : '最大可卖'} {t.max ?? '--'} 股
      </div>
    </>
  );
}
