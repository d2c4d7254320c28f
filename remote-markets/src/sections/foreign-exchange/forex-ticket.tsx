import { formatMoney } from '@portal/shared-kit';
import { Button, InputNumber, Radio } from 'antd';
import type { ForexQuote } from './forex-api';
import {
  FOREX_LOT,
  MODE_NAMES,
  useForexTicket,
  type ForexTicketState,
  type Mode,
  type TicketMargin,
} from './use-forex-ticket';

export { FOREX_LOT, type TicketMargin } from './use-forex-ticket';

/** The order button's label: 买入/卖出, with 开仓/平仓 in the margin mode. */
const actionName = (side: 1 | 2, mode: Mode) =>
  `${side === 1 ? '买入' : '卖出'}${mode === 'spot' ? '' : MODE_NAMES[mode]}`;

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
  const t = useForexTicket(quote, margin, onPlaced);
  const { side, mode, busy, at, qty } = t;
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
      <ForexChoices t={t} margin={margin} />
      <ForexInputs t={t} quote={quote} />
      <ForexHints t={t} quote={quote} available={available} margin={margin} />
      <Button
        type="primary"
        danger={side === 1}
        loading={busy}
        disabled={!(at > 0) || !(qty > 0)}
        data-testid="fx-submit"
        onClick={() => void t.submit()}
      >
        {actionName(side, mode)}
      </Button>
      {t.note ? <div className="fx-hint">{t.note}</div> : null}
    </div>
  );
}

/** 开仓/平仓/实盘 (margin contests only), 买入/卖出 the base currency, 市价/限价. */
function ForexChoices({ t, margin }: { t: ForexTicketState; margin?: TicketMargin | undefined }) {
  return (
    <>
      {margin ? (
        <Radio.Group value={t.mode} onChange={(e) => t.setMode(e.target.value as Mode)}>
          {(['open', 'close', 'spot'] as const).map((m) => (
            <Radio.Button key={m} value={m}>
              {MODE_NAMES[m]}
            </Radio.Button>
          ))}
        </Radio.Group>
      ) : null}
      <Radio.Group value={t.side} onChange={(e) => t.setSide(e.target.value as 1 | 2)}>
        <Radio.Button value={1}>买入{t.base}</Radio.Button>
        <Radio.Button value={2}>卖出{t.base}</Radio.Button>
      </Radio.Group>
      <Radio.Group value={t.kind} onChange={(e) => t.setKind(e.target.value as 0 | 1)}>
        <Radio.Button value={1}>市价</Radio.Button>
        <Radio.Button value={0}>限价</Radio.Button>
      </Radio.Group>
    </>
  );
}

/** The price (fixed at the best opposite price for 市价) and the quantity in base units. */
function ForexInputs({ t, quote }: { t: ForexTicketState; quote: ForexQuote }) {
  const step = 10 ** -quote.decimals;
  return (
    <>
      <label>
        价格
        <InputNumber
          aria-label="价格"
          value={t.kind === 1 ? t.at : t.price}
          disabled={t.kind === 1}
          step={step}
          min={step}
          precision={quote.decimals}
          onChange={(v) => t.setPrice(Number(v ?? 0))}
        />
      </label>
      <label>
        数量({t.base})
        <InputNumber
          aria-label="数量"
          value={t.qty}
          step={FOREX_LOT}
          min={t.side === 1 ? FOREX_LOT : 1}
          precision={0}
          onChange={(v) => t.setQty(Number(v ?? 0))}
        />
      </label>
    </>
  );
}

/**
 * The lot size, the amount traded, and what may be sold, the margin an open needs or what may
 * be closed.
 */
function ForexHints({
  t,
  quote,
  available,
  margin,
}: {
  t: ForexTicketState;
  quote: ForexQuote;
  available: number;
  margin?: TicketMargin | undefined;
}) {
  const { base, side, mode, need } = t;
  return (
    <>
      <div className="fx-hint">
        每手 {FOREX_LOT} {base}
      </div>
      <div className="fx-hint" data-testid="fx-amount">
        金额({t.counter}) {formatMoney(t.at * t.qty, quote.decimals > 3 ? 2 : 0)}
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
    </>
  );
}
