import { useState } from 'react';

/**
 * A ticket's price that follows the live quote until the user sets one (typing, a click on a
 * book level or a holding): the default order prices at the market, not at the quote the ticket
 * opened with (issue 33: a stale default rested instead of filling). A new contract (`key`)
 * starts over at its live price. The setter is stable.
 */
export function useLiveDefaultPrice(live: number, key: string): [number, (p: number) => void] {
  const [own, setOwn] = useState<number | null>(null);
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    // Adjusting state while rendering: the new contract's first render already shows its price.
    setSeen(key);
    setOwn(null);
  }
  return [seen === key && own !== null ? own : live, setOwn];
}
