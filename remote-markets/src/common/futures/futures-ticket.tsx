import { formatMoney } from '@portal/shared-kit';
import { Radio } from 'antd';
import { useEffect, useState, type ComponentProps } from 'react';
import {
  CountField,
  PriceField,
  TicketFacts,
  TicketShell,
  useLiveDefaultPrice,
  useMaxVolume,
  useOrderSubmit,
} from '../derivatives';
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

const EFFECT_NAMES: Record<Effect, string> = {
  open: '开仓',
  close: '平仓',
  closeToday: '平今',
  closeYesterday: '平昨',
};

/**
 * The ticket's state: 开平 effect, side, price (the live price until set) and lots, the server's
 * max lots and margin, the order it sends; a new contract or a preset from a holding or the book
 * resets them.
 */
function useFuturesTicket(
  contract: Contract,
  capital: Capital | null,
  preset: TicketPreset,
  onPlaced: () => void,
) {
  const [effect, setEffect] = useState<Effect>('open');
  const [side, setSide] = useState<1 | 2>(1);
  const [price, setPrice] = useLiveDefaultPrice(
    contract.last,
    `${contract.symbol}.${contract.market}`,
  );
  const [lots, setLots] = useState<number>(1);
  // The margin shown is the server's: the order path's rule with the contest's marginRateAdd.
  const max = useMaxVolume(() => queryMaxVolume(contract, side, effect, price, lots), price, [
    contract,
    side,
    effect,
    capital,
    lots,
  ]);
  const order = useOrderSubmit(
    () =>
      placeFuturesOrder({
        security: contract.symbol,
        market: contract.market,
        side,
        effect,
        orderQty: lots,
        price,
      }),
    onPlaced,
  );

  useEffect(() => {
    order.setNote('');
    if (!contract.closeTodayOrders) setEffect((e) => (e === 'open' ? e : 'close'));
    // A new contract starts a fresh ticket (its price: useLiveDefaultPrice).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contract.symbol, contract.market]);
  useEffect(() => {
    if (preset.nonce === 0) return;
    if (preset.side) setSide(preset.side);
    if (preset.effect) setEffect(preset.effect);
    if (preset.price) setPrice(preset.price);
  }, [preset, setPrice]);
  return { effect, setEffect, side, setSide, price, setPrice, lots, setLots, max, order };
}

type MaxVolume = ReturnType<typeof useFuturesTicket>['max'];

/** 最大可开/可平, 所需保证金 (opens only), 可用资金 and 保证金率. */
const futuresFacts = (
  effect: Effect,
  max: MaxVolume,
  capital: Capital | null,
): ComponentProps<typeof TicketFacts>['items'] => [
  [
    effect === 'open' ? '最大可开' : '最大可平',
    max === null ? '—' : `${max.maxVolume} 手`,
    'ticket-max',
  ],
  effect === 'open' && ['所需保证金', max ? formatMoney(max.margin) : '—', 'ticket-margin'],
  ['可用资金', capital ? formatMoney(capital.available) : '—'],
  ['保证金率', max ? `${max.marginRate}%` : '—'],
];

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
  const { effect, side, max, order, ...t } = useFuturesTicket(contract, capital, preset, onPlaced);
  const effects: Effect[] = contract.closeTodayOrders
    ? ['open', 'closeToday', 'closeYesterday']
    : ['open', 'close'];
  return (
    <TicketShell
      name={contract.shortName}
      code={contract.symbol}
      testId="futures-ticket"
      className="ft-ticket"
      label={`${side === 1 ? '买' : '卖'}${EFFECT_NAMES[effect]}`}
      buy={side === 1}
      busy={order.busy}
      note={order.note}
      onSubmit={order.submit}
    >
      <Radio.Group
        value={effect}
        onChange={(e) => t.setEffect(e.target.value as Effect)}
        optionType="button"
        buttonStyle="solid"
        size="small"
        options={effects.map((value) => ({ value, label: EFFECT_NAMES[value] }))}
        data-testid="ticket-effect"
      />
      <Radio.Group
        value={side}
        onChange={(e) => t.setSide(e.target.value as 1 | 2)}
        optionType="button"
        buttonStyle="solid"
        size="small"
        options={[
          { value: 1, label: '买' },
          { value: 2, label: '卖' },
        ]}
        data-testid="ticket-side"
      />
      <PriceField value={t.price} tick={contract.tick} onChange={t.setPrice} />
      <CountField label="手数" value={t.lots} onChange={t.setLots} testId="ticket-lots" />
      <TicketFacts items={futuresFacts(effect, max, capital)} />
    </TicketShell>
  );
}
