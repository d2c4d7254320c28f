import { formatMoney } from '@portal/shared-kit';
import { Button, InputNumber, Radio } from 'antd';
import { useEffect, useState } from 'react';
import {
  currenciesOf,
  placeForexOrder,
  queryForexOpenMargin,
  type ForexOpenMargin,
  type ForexQuote,
} from './forex-api';

/** One lot of a pair: 1000 units of the base currency. */
export const FOREX_LOT = 1000;

/** What the ticket needs of a contest's margin mode (虚盘). */
export interface TicketMargin {
  leverage: number;
  /** Units of the pair's long (L) and short (S) positions that may be closed. */
  closable: { L: number; S: number };
}

type Mode = 'spot' | 'open' | 'close';
const MODE_NAMES: Record<Mode, string> = { spot: '实盘', open: '开仓', close: '平仓' };

/** The order button's label: 买入/卖出, with 开仓/平仓 in the margin mode. */
const actionName = (side: 1 | 2, mode: Mode) =>
  `${side === 1 ? '买入' : '卖出'}${mode === 'spot' ? '' : MODE_NAMES[mode]}`;

/** The margin an open needs, asked of the server (the order path's rule); null until it answers. */
function useOpenMargin(on: boolean, symbol: string, at: number, qty: number) {
  const [need, setNeed] = useState<ForexOpenMargin | null>(null);
  useEffect(() => {
    setNeed(null);
    if (!on || !(at > 0) || !Number.isInteger(qty) || qty <= 0) return;
    let alive = true;
    queryForexOpenMargin(symbol, at, qty)
      .then((r) => alive && setNeed(r))
      .catch(() => alive && setNeed(null));
    return () => {
      alive = false;
    };
  }, [on, symbol, at, qty]);
  return need;
}

/**
 * The forex ticket: 买入/卖出 the base currency of a pair, 限价 at the pair's precision or 市价 at
 * the best opposite price, quantity in lots of 1000 units, the quote-currency amount it trades.
 * In a margin contest it also opens (买入开仓 long, 卖出开仓 short) and closes positions, showing
 * the margin an open freezes and what a close may take.
 */
export function ForexTicket({
  quote,
  available,
  onPlaced,
  margin,
}: {
  quote: ForexQuote;
  /** Units of the base currency the account may sell. */
  available: number;
  onPlaced: () => void;
  margin?: TicketMargin | undefined;
}) {
  const [picked, setMode] = useState<Mode | null>(null);
  const mode: Mode = picked ?? (margin ? 'open' : 'spot');
  const [side, setSide] = useState<1 | 2>(1);
  const [kind, setKind] = useState<0 | 1>(1);
  const [price, setPrice] = useState<number>(quote.ask);
  const [qty, setQty] = useState<number>(FOREX_LOT);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const { base, quote: counter } = currenciesOf(quote.symbol);
  const step = 10 ** -quote.decimals;
  useEffect(() => {
    setPrice(side === 1 ? quote.ask : quote.bid);
    setNote('');
    // A new pair or side starts at its best opposite price.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote.symbol, side]);
  const at = kind === 1 ? (side === 1 ? quote.ask : quote.bid) : price;
  const need = useOpenMargin(margin !== undefined && mode === 'open', quote.symbol, at, qty);
  const submit = async () => {
    setBusy(true);
    setNote('');
    try {
      await placeForexOrder({
        security: quote.symbol,
        side,
        orderQty: qty,
        bizAction: kind,
        ...(kind === 0 ? { price } : {}),
        ...(mode === 'open' ? { openClose: 1 as const } : {}),
        ...(mode === 'close' ? { openClose: 2 as const } : {}),
      });
      setNote('委托已提交');
      onPlaced();
    } catch {
      setNote('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      className="fx-ticket"
      data-testid="fx-ticket"
      data-side={side === 1 ? 'buy' : 'sell'}
      data-mode={mode}
      data-busy={busy ? 'true' : 'false'}
    >
      <div className="fx-ticket-title">
        {quote.shortName} {quote.symbol}
      </div>
      <div className="fx-bidask">
        <span className="fx-down">卖价 {quote.bid.toFixed(quote.decimals)}</span>
        <span className="fx-up">买价 {quote.ask.toFixed(quote.decimals)}</span>
      </div>
      {margin ? (
        <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
          {(['open', 'close', 'spot'] as const).map((m) => (
            <Radio.Button key={m} value={m}>
              {MODE_NAMES[m]}
            </Radio.Button>
          ))}
        </Radio.Group>
      ) : null}
      <Radio.Group value={side} onChange={(e) => setSide(e.target.value as 1 | 2)}>
        <Radio.Button value={1}>买入{base}</Radio.Button>
        <Radio.Button value={2}>卖出{base}</Radio.Button>
      </Radio.Group>
      <Radio.Group value={kind} onChange={(e) => setKind(e.target.value as 0 | 1)}>
        <Radio.Button value={1}>市价</Radio.Button>
        <Radio.Button value={0}>限价</Radio.Button>
      </Radio.Group>
      <label>
        价格
        <InputNumber
          aria-label="价格"
          value={kind === 1 ? at : price}
          disabled={kind === 1}
          step={step}
          min={step}
          precision={quote.decimals}
          onChange={(v) => setPrice(Number(v ?? 0))}
        />
      </label>
      <label>
        数量({base})
        <InputNumber
          aria-label="数量"
          value={qty}
          step={FOREX_LOT}
          min={side === 1 ? FOREX_LOT : 1}
          precision={0}
          onChange={(v) => setQty(Number(v ?? 0))}
        />
      </label>
      <div className="fx-hint">
        每手 {FOREX_LOT} {base}
      </div>
      <div className="fx-hint" data-testid="fx-amount">
        金额({counter}) {formatMoney(at * qty, quote.decimals > 3 ? 2 : 0)}
      </div>
      {mode === 'spot' && side === 2 ? (
        <div className="fx-hint" data-testid="fx-sellable">
          可卖 {available} {base}
        </div>
      ) : null}
      {margin && mode === 'open' ? (
        <div className="fx-hint" data-testid="fx-need-margin">
          所需保证金(CNY) {need ? formatMoney(need.margin) : '—'}
        </div>
      ) : null}
      {margin && mode === 'close' ? (
        <div className="fx-hint" data-testid="fx-closable">
          可平{side === 2 ? '多单' : '空单'} {side === 2 ? margin.closable.L : margin.closable.S}{' '}
          {base}
        </div>
      ) : null}
      <Button
        type="primary"
        danger={side === 1}
        loading={busy}
        disabled={!(at > 0) || !(qty > 0)}
        data-testid="fx-submit"
        onClick={() => void submit()}
      >
        {actionName(side, mode)}
      </Button>
      {note ? <div className="fx-hint">{note}</div> : null}
    </div>
  );
}
