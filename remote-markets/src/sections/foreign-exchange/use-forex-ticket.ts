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

export type Mode = 'spot' | 'open' | 'close';
export const MODE_NAMES: Record<Mode, string> = { spot: '实盘', open: '开仓', close: '平仓' };

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
 * The forex ticket's state: mode (实盘/开仓/平仓), side, 市价/限价, price and quantity, the price it
 * trades at, the margin an open needs, and the order it sends.
 */
export function useForexTicket(
  quote: ForexQuote,
  margin: TicketMargin | undefined,
  onPlaced: () => void,
) {
  const [picked, setMode] = useState<Mode | null>(null);
  const mode: Mode = picked ?? (margin ? 'open' : 'spot');
  const [side, setSide] = useState<1 | 2>(1);
  const [kind, setKind] = useState<0 | 1>(1);
  const [price, setPrice] = useState<number>(quote.ask);
  const [qty, setQty] = useState<number>(FOREX_LOT);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const { base, quote: counter } = currenciesOf(quote.symbol);
  useEffect(() => {
    setPrice(side === 1 ? quote.ask : quote.bid);
    setNote('');
    // A new pair or side starts at its best opposite price (not on every tick of the quote).
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
  return {
    ...{ mode, setMode, side, setSide, kind, setKind, price, setPrice, qty, setQty },
    ...{ busy, note, base, counter, at, need, submit },
  };
}

export type ForexTicketState = ReturnType<typeof useForexTicket>;
