import {
  EXEC_TYPE,
  type AccountEndInput,
  type AccountEndResult,
  type Position,
  type Report,
  type TradableSecurity,
} from '../exchange';
import { closeLots } from './book';
import { buckets } from './holding';
import { feeLi, marginLi, multiplierOf, termsOf } from './rules';
import { dayReport } from './settle';

interface Held {
  position: Position;
  security: TradableSecurity;
  /** The settlement price the holding was marked at. */
  price: number;
}

/**
 * The settlement price a marked holding carries: the mark of its settled (older) lots per lot and
 * multiplier; undefined when it holds only lots of a later trading day (night session).
 */
export function markedPrice(p: Position, sec: TradableSecurity): number | undefined {
  const older = buckets(p).older;
  return older.lots > 0 ? older.mark / 1000 / older.lots / multiplierOf(sec) : undefined;
}

/** The account's marked futures holdings, largest margin first (then by key, deterministic). */
function marked(input: AccountEndInput): Held[] {
  const out: Held[] = [];
  for (const h of input.holdings) {
    const { position, security } = h;
    if (!security || !termsOf(security) || !position.posSide || position.qty <= 0) continue;
    const price = markedPrice(position, security) ?? h.price;
    if (price !== undefined && price > 0) out.push({ position, security, price });
  }
  const key = (p: Position) => `${p.code}.${p.market}.${p.posSide ?? ''}`;
  return out.sort(
    (a, b) => b.position.cost - a.position.cost || key(a.position).localeCompare(key(b.position)),
  );
}

/** Lots of a holding to close so that `deficit` li are covered (each lot frees margin − fee). */
function lotsToCover(h: Held, deficit: number, input: AccountEndInput): number {
  const { position: p, security: sec, price } = h;
  const perLot =
    marginLi(sec, p.posSide ?? 'L', price, 1, input.settings) - feeLi(sec, 'close', price, 1);
  if (perLot <= 0) return p.qty;
  return Math.min(p.qty, Math.ceil(deficit / perLot));
}

/**
 * 强平 per account at the settlement: once every holding is marked and its margin re-set at the
 * settlement price, an account whose equity is below the maintenance margin (the margin its
 * holdings hold, i.e. available cash below zero) has holdings closed at their settlement price
 * with the close fee, largest margin first and only as many lots as cover the shortfall. Each
 * close is its own execution (122) in the day's statement.
 */
export function liquidateFutures(input: AccountEndInput): AccountEndResult {
  let cash = input.cash;
  const positions: Position[] = [];
  const reports: Report[] = [];
  for (const h of marked(input)) {
    if (cash.available >= 0) break;
    const qty = lotsToCover(h, -cash.available, input);
    const c = closeLots(cash, h.position, h.security, qty, h.price, false);
    cash = c.cash;
    const left = c.position.qty;
    positions.push({ ...c.position, sellable: Math.min(c.position.sellable, left), frozen: 0 });
    reports.push({
      ...dayReport(input, h.position, EXEC_TYPE.FORCED_CLOSE, qty, h.price, c.notional, c.fee),
      realised: c.pnl,
    });
  }
  return { cash, positions, reports };
}
