import { hkQuoteInfo } from '../hk/quote-info';
import type { DayPath } from './day-path';
import { lastAt } from './snapshot';
import type { Quote, Security } from './types';

/**
 * An HK share's quote with its HK part (`quote.hk`, domain/hk/quote-info.ts): the HK clock and
 * session on the day path, VCM, the closing auction. Outside continuous trading and before the
 * auction's random close the book is empty (nothing matches); during the auction the phase is
 * `closing-auction`. When the market itself is not trading (exchange clock before the open, at
 * lunch, after the close) the HK session follows it.
 */
export function withHkInfo(q: Quote, sec: Security, path: DayPath, step: number): Quote {
  const moving = q.phase === 'continuous' || q.phase === 'closing-auction';
  const info = hkQuoteInfo(step, (s) => lastAt(sec, path, s), sec.limit, path.date);
  if (!moving) {
    const session = q.phase === 'lunch' ? 'lunch' : q.phase === 'closed' ? 'closed' : 'pre-open';
    const names = { lunch: '午间休市', closed: '已收市', 'pre-open': '未开市' };
    return {
      ...q,
      hk: {
        ...info,
        rule: { session, order: false, atAuction: false, cancel: false, match: false },
        sessionName: info.tradingDay ? names[session] : info.sessionName,
        vcm: null,
        casReference: null,
      },
    };
  }
  const phase = !info.tradingDay
    ? 'closed'
    : info.rule.session === 'closing-auction'
      ? 'closing-auction'
      : q.phase;
  return {
    ...q,
    phase,
    ...(info.rule.match ? {} : { bids: [], asks: [] }),
    hk: info,
  };
}
