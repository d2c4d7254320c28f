import type { CashState, Position } from '../exchange';

/**
 * T+2 cash settlement of HK sales (docs/market-rules.md, "Hong Kong"): a sale's proceeds stay
 * frozen (待交收) until the second trading day after the trade. The holding keeps them in its class
 * figures: `unsettled0` the proceeds of sales on the current trading day, `unsettled1` those of
 * the day before; each day end releases `unsettled1` to available cash and moves `unsettled0`
 * into its place. `hkd` marks a holding of an HKD account (valued without conversion), `rate` the
 * bid reference rate a CNY holding is valued at.
 */
export const T_PLUS_CASH = 2;

const num = (v: number | undefined): number => (typeof v === 'number' && v > 0 ? v : 0);

/** Proceeds of the holding's sales not settled yet (li, account currency). */
export function unsettledOf(position: Pick<Position, 'classData'>): number {
  const d = position.classData ?? {};
  return num(d.unsettled0) + num(d.unsettled1);
}

/**
 * A holding after a fill: `pending` li of sale proceeds added to today's unsettled figure, the
 * account's currency (`hkd`) and the contest's bid reference rate (`rate`, valuation in CNY).
 */
export function holdProceeds(
  position: Position,
  pending: number,
  cash: CashState,
  sellRate: number,
): Position {
  const d = position.classData ?? {};
  return {
    ...position,
    classData: {
      ...d,
      unsettled0: num(d.unsettled0) + pending,
      unsettled1: num(d.unsettled1),
      ...(cash.currency === 2 ? { hkd: 1 } : { rate: sellRate }),
    },
  };
}

/**
 * The day end of an HK holding: the previous day's proceeds settle (frozen → available), today's
 * become the previous day's. With T+2 a sale on day T is available from T+2's open.
 */
export function settleProceeds(
  cash: CashState,
  position: Position,
): { cash: CashState; position: Position } {
  const d = position.classData;
  if (!d || unsettledOf(position) === 0) return { cash, position };
  const due = Math.min(num(d.unsettled1), cash.frozen);
  return {
    cash: { ...cash, frozen: cash.frozen - due, available: cash.available + due },
    position: {
      ...position,
      classData: { ...d, unsettled1: num(d.unsettled0), unsettled0: 0 },
    },
  };
}
