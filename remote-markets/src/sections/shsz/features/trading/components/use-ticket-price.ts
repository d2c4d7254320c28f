import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type { PriceType } from '../model';
import * as sel from '../state/trading.selectors';

/**
 * The ticket's price: empty for a new security until its first quote fills it in, replaced by a
 * price picked in the book. Market orders are sized at the last price when the order type was
 * chosen, so the max-volume query does not follow every tick.
 */
export function useTicketPrice(code: string, priceType: PriceType) {
  const last = useSelector(sel.selectLast);
  const picked = useSelector(sel.selectPickedPrice);
  const [price, setPrice] = useState<number | null>(null);
  useEffect(() => {
    setPrice(null);
  }, [code]);
  useEffect(() => {
    if (last !== null && Number.isFinite(last)) setPrice((p) => p ?? last);
  }, [last]);
  useEffect(() => {
    if (picked) setPrice(picked.price);
  }, [picked]);

  const lastRef = useRef(last);
  lastRef.current = last;
  const hasLast = last !== null;
  const [marketAnchor, setMarketAnchor] = useState<number | null>(null);
  useEffect(() => {
    setMarketAnchor(priceType === 'market' ? lastRef.current : null);
  }, [priceType, code, hasLast]);
  const orderPrice = priceType === 'market' ? (marketAnchor ?? last ?? 0) : (price ?? 0);
  return { price, setPrice, orderPrice };
}
