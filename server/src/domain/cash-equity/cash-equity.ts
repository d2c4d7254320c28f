import {
  amountLi,
  applyFill,
  fillStep,
  freezeOnPlace,
  maxBuyQty,
  releaseOrder,
  releaseT1,
  sessionRule,
  SIDE,
  validateOrder,
  type AssetClass,
} from '../exchange';

/**
 * Cash equities — A-shares, funds, ETFs, bonds and convertibles on SSE, SZSE and BSE: fully paid,
 * one net long holding per security, lots/ticks/limits/fees/T+N from the rule tables in
 * `domain/exchange/rules` (docs/market-rules.md, "A-shares, funds, bonds").
 */
export const cashEquity: AssetClass = {
  id: 'cash-equity',
  covers: (_security, effect) => effect === null,
  holds: (_security, posSide) => posSide === undefined,
  positionSide: () => undefined,
  session: (_security, phase, minuteOfDay) => sessionRule(phase, minuteOfDay),
  validate: (input, env) =>
    validateOrder(input, {
      security: env.security,
      permitted: env.permitted,
      quote: env.quote,
      session: env.session,
      cash: env.cash,
      position: env.position,
      fees: env.settings.fees,
    }),
  freeze: (books) => freezeOnPlace(books.cash, books.position, books.order),
  fill: (books, security, settings, qty, price) =>
    applyFill(books, security, settings.fees, qty, price),
  release: (books, how) => releaseOrder(books, how),
  fillStep: (security) => fillStep(security),
  maxQty: (side, _effect, price, env) =>
    side === SIDE.BUY
      ? maxBuyQty(env.security, env.settings.fees, price, env.cash.available)
      : (env.position?.sellable ?? 0),
  holdingValue: (position, _security, price) =>
    position.qty > 0 ? amountLi(price, position.qty) : 0,
  endOfDay: ({ cash, position }) => ({ cash, position: releaseT1(position), reports: [] }),
};
