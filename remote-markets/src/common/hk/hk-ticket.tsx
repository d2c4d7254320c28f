import { formatMoney } from '@portal/shared-kit';
import { Button, Checkbox, InputNumber, Radio } from 'antd';
import { useEffect, useState } from 'react';
import {
  maxHkBuy,
  placeHkOrder,
  spreadTick,
  type HkQuote,
  type HkRules,
  type HkStatus,
} from './hk-api';
import { useHkSection } from './hk-context';

const decimals = (tick: number) => (tick >= 1 ? 0 : (String(tick).split('.')[1]?.length ?? 2));

/**
 * The HK ticket: 买入/卖出, price on the spread-table tick, quantity in board lots, what the order
 * settles in the account's currency (CNY: amount × the side's reference rate; HKD: the amount)
 * and the largest buy in board lots. Closed sessions disable it; a VCM cooling-off shows its band.
 */
export function HkTicket({
  quote,
  lot,
  rules,
  currency,
  status,
  sellable,
  onPlaced,
}: {
  quote: HkQuote;
  lot: number;
  rules: HkRules | null;
  currency: 'CNY' | 'HKD';
  status: HkStatus | null;
  sellable: number;
  onPlaced: () => void;
}) {
  const section = useHkSection();
  const [side, setSide] = useState<1 | 2>(1);
  const [price, setPrice] = useState<number>(quote.askPrices[0] ?? quote.last);
  const [qty, setQty] = useState<number>(lot);
  const [max, setMax] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [auctionOrder, setAuctionOrder] = useState(false);
  useEffect(() => {
    setPrice(quote.askPrices[0] ?? quote.last);
    setQty(lot);
    setNote('');
    // A new share starts a fresh ticket at its ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote.symbol, lot]);
  useEffect(() => {
    let alive = true;
    if (side === 2) setMax(sellable);
    else if (price > 0)
      void maxHkBuy(section, quote.symbol, price)
        .then((m) => alive && setMax(m))
        .catch(() => alive && setMax(null));
    return () => {
      alive = false;
    };
  }, [section, quote.symbol, price, side, sellable]);
  const tick = spreadTick(rules, price);
  const rate =
    currency === 'HKD' ? 1 : side === 1 ? rules?.referenceRate.buy : rules?.referenceRate.sell;
  const settles = rate ? Math.round(price * qty * rate * 100) / 100 : null;
  const closed = status !== null && !status.canOrder;
  const submit = async () => {
    setBusy(true);
    setNote('');
    try {
      const atAuction = auctionOrder && status?.atAuction === true;
      await placeHkOrder(
        section,
        { security: quote.symbol, side, orderQty: qty, price },
        atAuction,
      );
      setNote('委托已提交');
      onPlaced();
    } catch {
      setNote('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="hk-ticket" data-testid="hk-ticket">
      <div className="hk-ticket-title">
        {quote.shortName} {quote.symbol}
      </div>
      <Radio.Group value={side} onChange={(e) => setSide(e.target.value as 1 | 2)}>
        <Radio.Button value={1}>买入</Radio.Button>
        <Radio.Button value={2}>卖出</Radio.Button>
      </Radio.Group>
      <label>
        价格(HKD)
        <InputNumber
          aria-label="价格"
          value={price}
          step={tick}
          min={tick}
          precision={decimals(tick)}
          onChange={(v) => setPrice(Number(v ?? 0))}
        />
      </label>
      <div className="hk-hint">价位 {tick} HKD</div>
      <label>
        数量(股)
        <InputNumber
          aria-label="数量"
          value={qty}
          step={lot}
          min={side === 1 ? lot : 1}
          precision={0}
          onChange={(v) => setQty(Number(v ?? 0))}
        />
      </label>
      <div className="hk-hint">
        每手 {lot} 股{side === 2 ? '，碎股只能卖出' : ''}
      </div>
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
        <Checkbox checked={auctionOrder} onChange={(e) => setAuctionOrder(e.target.checked)}>
          竞价盘（按收市竞价成交价）
        </Checkbox>
      ) : null}
      <div className="hk-hint" data-testid="hk-max">
        {side === 1 ? '最大可买' : '最大可卖'} {max ?? '--'} 股
      </div>
      <Button
        type="primary"
        danger={side === 1}
        loading={busy}
        disabled={closed || !(price > 0) || !(qty > 0)}
        onClick={() => void submit()}
      >
        {side === 1 ? '买入' : '卖出'}
      </Button>
      {closed ? <div className="hk-hint">{status?.sessionName}，暂不接受委托</div> : null}
      {note ? <div className="hk-hint">{note}</div> : null}
    </div>
  );
}
