import { ERROR_CODES } from '@portal/shared-kit/domain';
import { cashEquity } from '../cash-equity';
import { applyFill, holdingKey, reject, SIDE, type AssetClass } from '../exchange';
import { closeAtCutoff } from './cutoff';
import {
  DAY_TRADE,
  INTRADAY_MATCH_TYPE,
  intradaySettings,
  isIntradaySecurity,
  pastCutoff,
} from './rules';

/**
 * Intraday round trip (日内回转): A-share and ETF orders of a type-4 contest (effect `dayTrade`).
 * The cash-equity rules with two contest rules on top: shares bought are sellable at once
 * (T+0 inside the contest), and from the cut-off on no buy is accepted (60007) — what is still
 * open then is closed by the system (`closeAtCutoff`). Holdings stay net cash holdings, so
 * valuation and the day end are the cash class's.
 */
export const intraday: AssetClass = {
  id: 'intraday',
  covers: (security, effect) => effect === DAY_TRADE && isIntradaySecurity(security),
  // Holdings are plain cash holdings: the cash class values and settles them.
  holds: () => false,
  positionSide: () => undefined,
  session: (security, phase, minuteOfDay) => cashEquity.session(security, phase, minuteOfDay),
  validate: (input, env) => {
    if (input.side === SIDE.BUY && pastCutoff(env.clock, intradaySettings(env.settings).cutoff))
      return reject(ERROR_CODES.NOT_TRADING_TIME);
    return cashEquity.validate(input, env);
  },
  freeze: (books) => cashEquity.freeze(books),
  fill: (books, security, settings, qty, price) => {
    const r = applyFill(books, security, settings.fees, qty, price);
    if (books.order.side === SIDE.BUY)
      // T+0 inside the contest: bought shares are sellable at once.
      return { ...r, position: { ...r.position, sellable: books.position.sellable + qty } };
    return { ...r, report: { ...r.report, realised: r.cash.realised - books.cash.realised } };
  },
  release: (books, how) => cashEquity.release(books, how),
  fillStep: (security) => cashEquity.fillStep(security),
  maxQty: (side, effect, price, env) =>
    side === SIDE.BUY && pastCutoff(env.clock, intradaySettings(env.settings).cutoff)
      ? 0
      : cashEquity.maxQty(side, null, price, env),
  holdingValue: (position, security, price) => cashEquity.holdingValue(position, security, price),
  endOfDay: (input) => cashEquity.endOfDay(input),
  // The safety net of the cut-off job: an intraday account still holding at the day end (the
  // server was down at the cut-off) is closed at the close, as at the cut-off.
  endOfAccount: (input) => {
    if (input.settings.matchType !== INTRADAY_MATCH_TYPE)
      return { cash: input.cash, positions: [], reports: [] };
    const byKey = new Map(input.holdings.map((h) => [holdingKey(h.position), h]));
    const r = closeAtCutoff({
      cash: input.cash,
      positions: input.holdings.map((h) => h.position),
      working: [],
      security: (p) => byKey.get(holdingKey(p))?.security,
      price: (p) => byKey.get(holdingKey(p))?.price,
      fees: input.settings.fees,
      accountId: input.accountId,
      tradingDate: input.previous,
    });
    return { cash: r.cash, positions: r.positions, reports: r.reports };
  },
};
