import { formatMoney } from '@portal/shared-kit';
import { Button, InputNumber, Radio } from 'antd';
import { useEffect, useState } from 'react';
import {
  placeOptionOrder,
  queryMaxVolume,
  type OptionCapital,
  type OptionEffect,
  type OptionRow,
} from './options-api';

/** What a holding row hands the ticket. */
export interface TicketPreset {
  action?: Action;
  price?: number;
  nonce: number;
}

/** 买入开仓 / 卖出开仓 / 买入平仓 / 卖出平仓. */
export type Action = 'buyOpen' | 'sellOpen' | 'buyClose' | 'sellClose';
const ACTIONS: Array<[Action, string, 1 | 2, OptionEffect]> = [
  ['buyOpen', '买入开仓', 1, 'open'],
  ['sellOpen', '卖出开仓', 2, 'open'],
  ['buyClose', '买入平仓', 1, 'close'],
  ['sellClose', '卖出平仓', 2, 'close'],
];

const decimals = (tick: number) => (tick >= 1 ? 0 : (String(tick).split('.')[1]?.length ?? 2));

/** The order ticket: the four kinds, price and contracts, premium or margin, max contracts. */
export function OptionsTicket({
  row,
  capital,
  preset,
  onPlaced,
}: {
  row: OptionRow;
  capital: OptionCapital | null;
  preset: TicketPreset;
  onPlaced: () => void;
}) {
  const [action, setAction] = useState<Action>('buyOpen');
  const [price, setPrice] = useState<number>(row.askPrice ?? row.last);
  const [qty, setQty] = useState(1);
  const [max, setMax] = useState<{
    maxVolume: number;
    premiumPerContract: number;
    marginPerContract: number;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [, label, side, effect] = ACTIONS.find((a) => a[0] === action) ?? ACTIONS[0]!;

  useEffect(() => {
    setPrice(row.askPrice ?? row.last);
    setNote('');
    // A new contract starts a fresh ticket at its ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row.symbol, row.market]);
  useEffect(() => {
    if (preset.nonce === 0) return;
    if (preset.action) setAction(preset.action);
    if (preset.price) setPrice(preset.price);
  }, [preset]);
  useEffect(() => {
    let alive = true;
    if (!(price > 0)) return;
    queryMaxVolume(row, side, effect, price)
      .then((r) => alive && setMax(r))
      .catch(() => alive && setMax(null));
    return () => {
      alive = false;
    };
  }, [row, side, effect, price, capital]);

  const submit = () => {
    setBusy(true);
    setNote('');
    placeOptionOrder({
      security: row.symbol,
      market: row.market,
      side,
      effect,
      orderQty: qty,
      price,
    })
      .then((o) => {
        setNote(`委托已提交：${o.statusName}`);
        onPlaced();
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <div className="op-ticket" data-testid="options-ticket">
      <div className="op-ticket-title">
        {row.shortName} <span className="op-muted">{row.symbol}</span>
      </div>
      <Radio.Group
        value={action}
        onChange={(e) => setAction(e.target.value as Action)}
        optionType="button"
        buttonStyle="solid"
        size="small"
        options={ACTIONS.map(([value, text]) => ({ value, label: text }))}
        data-testid="ticket-action"
      />
      <label className="op-field">
        <span>价格</span>
        <InputNumber
          value={price}
          step={row.tick}
          min={0}
          precision={decimals(row.tick)}
          onChange={(v) => setPrice(Number(v ?? 0))}
          data-testid="ticket-price"
        />
      </label>
      <label className="op-field">
        <span>张数</span>
        <InputNumber
          value={qty}
          min={1}
          step={1}
          precision={0}
          onChange={(v) => setQty(Math.max(1, Number(v ?? 1)))}
          data-testid="ticket-qty"
        />
      </label>
      <dl className="op-facts">
        <dt>{effect === 'open' ? '最大可开' : '最大可平'}</dt>
        <dd data-testid="ticket-max">{max === null ? '—' : `${max.maxVolume} 张`}</dd>
        <dt>权利金</dt>
        <dd data-testid="ticket-premium">{formatMoney(price * row.unit * qty)}</dd>
        {action === 'sellOpen' && (
          <>
            <dt>所需保证金</dt>
            <dd data-testid="ticket-margin">
              {max ? formatMoney(max.marginPerContract * qty) : '—'}
            </dd>
          </>
        )}
        <dt>可用资金</dt>
        <dd>{capital ? formatMoney(capital.available) : '—'}</dd>
        <dt>合约单位</dt>
        <dd>{row.unit}</dd>
      </dl>
      <Button
        type="primary"
        danger={side === 1}
        block
        loading={busy}
        onClick={submit}
        data-testid="ticket-submit"
      >
        {label}
      </Button>
      {note && <div className="op-note">{note}</div>}
    </div>
  );
}
