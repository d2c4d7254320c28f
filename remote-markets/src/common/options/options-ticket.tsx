import { formatMoney } from '@portal/shared-kit';
import { Radio } from 'antd';
import { useEffect, useState } from 'react';
import {
  CountField,
  PriceField,
  TicketFacts,
  TicketShell,
  useLiveDefaultPrice,
  useMaxVolume,
  useOrderSubmit,
} from '../derivatives';
import { isOpenEffect } from './option-effects';
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

/** 买入开仓 / 卖出开仓 / 买入平仓 / 卖出平仓, and for ETF calls 备兑开仓 / 备兑平仓. */
export type Action =
  'buyOpen' | 'sellOpen' | 'buyClose' | 'sellClose' | 'coveredOpen' | 'coveredClose';
const ACTIONS: Array<[Action, string, 1 | 2, OptionEffect]> = [
  ['buyOpen', '买入开仓', 1, 'open'],
  ['sellOpen', '卖出开仓', 2, 'open'],
  ['buyClose', '买入平仓', 1, 'close'],
  ['sellClose', '卖出平仓', 2, 'close'],
  ['coveredOpen', '备兑开仓', 2, 'coveredOpen'],
  ['coveredClose', '备兑平仓', 1, 'coveredClose'],
];
/** Covered (备兑) orders are for calls of ETF options (security type 9). */
const coverable = (row: OptionRow) => row.securityType === 9 && row.optionType === 'C';

/**
 * The ticket's state: the action (the covered ones only for ETF calls), price (the live ask until
 * set) and contracts, the server's max contracts and margin, the order it sends; a new contract or
 * a holding's preset resets them.
 */
function useOptionsTicket(
  row: OptionRow,
  capital: OptionCapital | null,
  preset: TicketPreset,
  onPlaced: () => void,
) {
  const [picked, setAction] = useState<Action>('buyOpen');
  const actions = ACTIONS.filter(([a]) => coverable(row) || !a.startsWith('covered'));
  const action = actions.some(([a]) => a === picked) ? picked : 'buyOpen';
  const [price, setPrice] = useLiveDefaultPrice(
    row.askPrice ?? row.last,
    `${row.symbol}.${row.market}`,
  );
  const [qty, setQty] = useState(1);
  const [, label, side, effect] = ACTIONS.find((a) => a[0] === action) ?? ACTIONS[0]!;
  const max = useMaxVolume(() => queryMaxVolume(row, side, effect, price), price, [
    row,
    side,
    effect,
    capital,
  ]);
  const order = useOrderSubmit(
    () =>
      placeOptionOrder({
        security: row.symbol,
        market: row.market,
        side,
        effect,
        orderQty: qty,
        price,
      }),
    onPlaced,
  );

  useEffect(() => {
    order.setNote('');
    // A new contract starts a fresh ticket (its price at the live ask: useLiveDefaultPrice).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row.symbol, row.market]);
  useEffect(() => {
    if (preset.nonce === 0) return;
    if (preset.action) setAction(preset.action);
    if (preset.price) setPrice(preset.price);
  }, [preset, setPrice]);

  return {
    actions,
    action,
    setAction,
    price,
    setPrice,
    qty,
    setQty,
    label,
    side,
    effect,
    max,
    order,
  };
}

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
  const t = useOptionsTicket(row, capital, preset, onPlaced);
  const { action, price, qty, side, max, order } = t;
  return (
    <TicketShell
      name={row.shortName}
      code={row.symbol}
      testId="options-ticket"
      className="op-ticket"
      label={t.label}
      buy={side === 1}
      busy={order.busy}
      note={order.note}
      onSubmit={order.submit}
    >
      <Radio.Group
        value={action}
        onChange={(e) => t.setAction(e.target.value as Action)}
        optionType="button"
        buttonStyle="solid"
        size="small"
        options={t.actions.map(([value, text]) => ({ value, label: text }))}
        data-testid="ticket-action"
      />
      <PriceField value={price} tick={row.tick} onChange={t.setPrice} />
      <CountField label="张数" value={qty} onChange={t.setQty} testId="ticket-qty" />
      <TicketFacts
        items={[
          [
            isOpenEffect(t.effect) ? '最大可开' : '最大可平',
            max === null ? '—' : `${max.maxVolume} 张`,
            'ticket-max',
          ],
          ['权利金', formatMoney(price * row.unit * qty), 'ticket-premium'],
          action === 'sellOpen' && [
            '所需保证金',
            max ? formatMoney(max.marginPerContract * qty) : '—',
            'ticket-margin',
          ],
          ['可用资金', capital ? formatMoney(capital.available) : '—'],
          ['合约单位', row.adjusted ? `${row.unit}（调整合约）` : row.unit],
        ]}
      />
    </TicketShell>
  );
}
