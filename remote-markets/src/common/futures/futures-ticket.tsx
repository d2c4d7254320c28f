import { formatMoney } from '@portal/shared-kit';
import { Button, InputNumber, Radio } from 'antd';
import { useEffect, useState } from 'react';
import {
  placeFuturesOrder,
  queryMaxVolume,
  type Capital,
  type Contract,
  type Effect,
} from './futures-api';

/** What a position row or a book level hands the ticket. */
export interface TicketPreset {
  side?: 1 | 2;
  effect?: Effect;
  price?: number;
  nonce: number;
}

const decimals = (tick: number) => (tick >= 1 ? 0 : (String(tick).split('.')[1]?.length ?? 2));

/**
 * The order ticket: 开仓/平仓 (平今/平昨 on SHFE/INE), 买/卖, price and lots, the margin the
 * order needs, the available funds and the largest lots the account may open or close now.
 */
export function FuturesTicket({
  contract,
  capital,
  preset,
  onPlaced,
}: {
  contract: Contract;
  capital: Capital | null;
  preset: TicketPreset;
  onPlaced: () => void;
}) {
  const [effect, setEffect] = useState<Effect>('open');
  const [side, setSide] = useState<1 | 2>(1);
  const [price, setPrice] = useState<number>(contract.last);
  const [lots, setLots] = useState<number>(1);
  const [max, setMax] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');

  useEffect(() => {
    setPrice(contract.last);
    setNote('');
    if (!contract.closeTodayOrders) setEffect((e) => (e === 'open' ? e : 'close'));
    // A new contract starts a fresh ticket at its last price.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contract.symbol, contract.market]);
  useEffect(() => {
    if (preset.nonce === 0) return;
    if (preset.side) setSide(preset.side);
    if (preset.effect) setEffect(preset.effect);
    if (preset.price) setPrice(preset.price);
  }, [preset]);
  useEffect(() => {
    let alive = true;
    if (!(price > 0)) return;
    queryMaxVolume(contract, side, effect, price)
      .then((r) => alive && setMax(r.maxVolume))
      .catch(() => alive && setMax(null));
    return () => {
      alive = false;
    };
  }, [contract, side, effect, price, capital]);

  const rate = side === 1 ? contract.longMarginRate : contract.shortMarginRate;
  const margin = (price * contract.multiplier * lots * rate) / 100;
  const label = `${side === 1 ? '买' : '卖'}${
    { open: '开仓', close: '平仓', closeToday: '平今', closeYesterday: '平昨' }[effect]
  }`;
  const submit = () => {
    setBusy(true);
    setNote('');
    placeFuturesOrder({
      security: contract.symbol,
      market: contract.market,
      side,
      effect,
      orderQty: lots,
      price,
    })
      .then((o) => {
        setNote(`委托已提交：${o.statusName}`);
        onPlaced();
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const effects: Array<[Effect, string]> = contract.closeTodayOrders
    ? [
        ['open', '开仓'],
        ['closeToday', '平今'],
        ['closeYesterday', '平昨'],
      ]
    : [
        ['open', '开仓'],
        ['close', '平仓'],
      ];
  return (
    <div className="ft-ticket" data-testid="futures-ticket">
      <div className="ft-ticket-title">
        {contract.shortName} <span className="ft-muted">{contract.symbol}</span>
      </div>
      <Radio.Group
        value={effect}
        onChange={(e) => setEffect(e.target.value as Effect)}
        optionType="button"
        buttonStyle="solid"
        size="small"
        options={effects.map(([value, text]) => ({ value, label: text }))}
        data-testid="ticket-effect"
      />
      <Radio.Group
        value={side}
        onChange={(e) => setSide(e.target.value as 1 | 2)}
        optionType="button"
        buttonStyle="solid"
        size="small"
        options={[
          { value: 1, label: '买' },
          { value: 2, label: '卖' },
        ]}
        data-testid="ticket-side"
      />
      <label className="ft-field">
        <span>价格</span>
        <InputNumber
          value={price}
          step={contract.tick}
          min={0}
          precision={decimals(contract.tick)}
          onChange={(v) => setPrice(Number(v ?? 0))}
          data-testid="ticket-price"
        />
      </label>
      <label className="ft-field">
        <span>手数</span>
        <InputNumber
          value={lots}
          min={1}
          step={1}
          precision={0}
          onChange={(v) => setLots(Math.max(1, Number(v ?? 1)))}
          data-testid="ticket-lots"
        />
      </label>
      <dl className="ft-ticket-facts">
        <dt>{effect === 'open' ? '最大可开' : '最大可平'}</dt>
        <dd data-testid="ticket-max">{max === null ? '—' : `${max} 手`}</dd>
        {effect === 'open' && (
          <>
            <dt>所需保证金</dt>
            <dd data-testid="ticket-margin">{formatMoney(margin)}</dd>
          </>
        )}
        <dt>可用资金</dt>
        <dd>{capital ? formatMoney(capital.available) : '—'}</dd>
        <dt>保证金率</dt>
        <dd>{rate}%</dd>
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
      {note && <div className="ft-note">{note}</div>}
    </div>
  );
}
