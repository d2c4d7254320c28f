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

export interface HkTicketProps {
  quote: HkQuote;
  lot: number;
  rules: HkRules | null;
  currency: 'CNY' | 'HKD';
  status: HkStatus | null;
  sellable: number;
  onPlaced: () => void;
}

/** The largest order: the server's max buy at the price, or what the account may sell. */
function useHkMax(side: 1 | 2, symbol: string, price: number, sellable: number) {
  const section = useHkSection();
  const [max, setMax] = useState<number | null>(null);
  useEffect(() => {
    let alive = true;
    if (side === 2) setMax(sellable);
    else if (price > 0)
      void maxHkBuy(section, symbol, price)
        .then((m) => alive && setMax(m))
        .catch(() => alive && setMax(null));
    return () => {
      alive = false;
    };
  }, [section, symbol, price, side, sellable]);
  return { section, max };
}

/**
 * The HK ticket's state: side, price and quantity (a new share starts at its ask and one lot), the
 * largest order, the price tick, the reference rate and settlement amount, and the order it sends.
 */
export function useHkTicket({
  quote,
  lot,
  rules,
  currency,
  status,
  onPlaced,
  sellable,
}: HkTicketProps) {
  const [side, setSide] = useState<1 | 2>(1);
  const [price, setPrice] = useState<number>(quote.askPrices[0] ?? quote.last);
  const [qty, setQty] = useState<number>(lot);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [auctionOrder, setAuctionOrder] = useState(false);
  useEffect(() => {
    setPrice(quote.askPrices[0] ?? quote.last);
    setQty(lot);
    setNote('');
    // A new share starts a fresh ticket at its ask (not on every tick of the quote).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote.symbol, lot]);
  const { section, max } = useHkMax(side, quote.symbol, price, sellable);
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
  return {
    ...{ side, setSide, price, setPrice, qty, setQty, auctionOrder, setAuctionOrder },
    ...{ busy, note, max, tick, rate, settles, closed, submit },
  };
}

export type HkTicketState = ReturnType<typeof useHkTicket>;
