import type { HubAdapter } from './hub-adapter';
import { HUB_TIMINGS } from './hub-constants';
import { isResubscribeWindow } from './resubscribe-window';

/** Where the watch reads the time; pass the server clock so the windows follow exchange time. */
export interface QuotationWatchOptions {
  now?: () => number;
}

/**
 * The 5-second refresh timer of spec §9: inside a re-subscribe window it re-subscribes the
 * quotation types silent for over 30 s.
 * @returns a function that stops the timer.
 */
export function startQuotationWatch(
  hub: Pick<HubAdapter, 'resubscribeSilent'>,
  options: QuotationWatchOptions = {},
): () => void {
  const now = options.now ?? Date.now;
  const timer = setInterval(() => {
    const at = now();
    if (!isResubscribeWindow(new Date(at))) return;
    hub.resubscribeSilent(at).catch((error: unknown) => {
      console.error('quotation re-subscribe failed', error);
    });
  }, HUB_TIMINGS.QUOTATION_WATCH);
  return () => clearInterval(timer);
}
