import type { Position } from '../exchange';

/**
 * What an option holding keeps besides the generic columns (`Position.classData`). A long (L,
 * rights) holding's `cost` is the premium paid. A short (S, obligations) holding keeps the
 * premium it received (li, for the contracts held) and its `cost` is the margin it holds less
 * that premium — the cash the obligation locks beyond what it brought in — so the ledger identity
 * holds and realised P&L is only booked when the obligation ends.
 */
export const premiumOf = (p: Position): number => p.classData?.premium ?? 0;

export const withPremium = (p: Position, premium: number): Position => ({
  ...p,
  classData: { premium },
});

/** Margin a short holding holds (li): its cost plus the premium it received. */
export const marginHeld = (p: Position): number => (p.posSide === 'S' ? p.cost + premiumOf(p) : 0);

/** A share of `total` for `part` of `whole` contracts, all of it for the last ones. */
export const shareOf = (
  total: number,
  part: number,
  whole: number,
  round: (v: number) => number,
) => (part >= whole ? total : round((total * part) / whole));
