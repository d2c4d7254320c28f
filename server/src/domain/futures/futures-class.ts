import { freezeOnPlace, releaseOrder, SIDE, type AssetClass } from '../exchange';
import { fillFutures } from './book';
import { floatingLi, withPendingOpen } from './holding';
import { liquidateFutures } from './liquidation';
import { isFuturesEffect, notionalLi } from './rules';
import { futuresSession } from './sessions';
import { settleFutures } from './settle';
import { closableLots, openFreeze, openRoom, todayTest, validateFutures } from './validate';

/**
 * Futures — commodity (SHFE, INE, DCE, CZCE, GFEX) and financial (CFFEX): margined, long (L) and
 * short (S) holdings kept apart, 开仓/平仓 and on SHFE/INE 平今/平昨, T+0, marked to the
 * settlement price every day (docs/market-rules.md, "Futures"). A holding's `cost` is the margin
 * it holds, so the ledger identity of every class holds unchanged.
 */
export const futures: AssetClass = {
  id: 'futures',
  covers: (security) => security.board === 'future',
  holds: (security, posSide) => security.board === 'future' && posSide !== undefined,
  positionSide: (side, effect) => {
    const opening = effect === 'open' || !isFuturesEffect(effect);
    return (side === SIDE.BUY) === opening ? 'L' : 'S';
  },
  session: futuresSession,
  validate: validateFutures,
  freeze: (books) => {
    const out = freezeOnPlace(books.cash, books.position, books.order);
    // A working open order holds its lots against the position limit until filled or ended.
    return books.order.effect === 'open'
      ? { ...out, position: withPendingOpen(out.position, books.order.qty) }
      : out;
  },
  fill: fillFutures,
  release: (books, how) => {
    const out = releaseOrder(books, how);
    const left = books.order.qty - books.order.filledQty;
    return books.order.effect === 'open'
      ? { ...out, position: withPendingOpen(out.position, -left) }
      : out;
  },
  fillStep: () => 1,
  maxQty: (side, effect, price, env) => {
    if (!isFuturesEffect(effect)) return 0;
    if (effect !== 'open') return closableLots(effect, env, todayTest(env));
    if (!(price > 0)) return 0;
    const room = openRoom(env);
    const perLot = openFreeze(env, side, price, 1);
    let lots = Math.min(room, perLot > 0 ? Math.floor(env.cash.available / perLot) : 0);
    // Rounding per order can cost a fen more than lots × one lot: step down until it fits.
    while (lots > 0 && openFreeze(env, side, price, lots) > env.cash.available) lots -= 1;
    return lots;
  },
  holdingValue: (position, security, price) =>
    security && position.qty > 0
      ? position.cost + floatingLi(position, notionalLi(security, price, position.qty))
      : position.cost,
  endOfDay: settleFutures,
  endOfAccount: liquidateFutures,
};
