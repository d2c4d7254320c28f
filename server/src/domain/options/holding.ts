import type { Position } from '../exchange';

/**
 * What an option holding keeps besides the generic columns (`Position.classData`). A long (L,
 * rights) holding's `cost` is the premium paid. A short (S, obligations) holding keeps the
 * premium it received (li, for the contracts held) and its `cost` is the margin it holds less
 * that premium — the cash the obligation locks beyond what it brought in — so the ledger identity
 * holds and realised P&L is only booked when the obligation ends. A covered short (C, 备兑仓)
 * holds no margin: its cost is minus the premium, and `coverUnits` counts the underlying units
 * its contracts (filled and working 备兑开仓) take from the locked shares.
 *
 * Other entries: `exercising` (contracts declared for exercise, frozen), `coverLocked` on an
 * underlying's share holding (units locked as cover, frozen), `exerciseLocked` (shares frozen
 * for a put's exercise), and combination legs `cmb:<strategy>:<other leg>` (contracts) with the
 * margin the combination holds, `cmm:<strategy>:<other leg>` (li), on its margin leg.
 */
export const premiumOf = (p: Position): number => p.classData?.premium ?? 0;

/** A number kept in a holding's class data (0 when absent). */
export const dataOf = (p: Position | undefined, key: string): number => p?.classData?.[key] ?? 0;

/** The holding with `key` set in its class data (removed when 0). */
export function withData(p: Position, key: string, value: number): Position {
  const next: Record<string, number> = { ...(p.classData ?? {}) };
  if (value === 0 && key !== 'premium') delete next[key];
  else next[key] = value;
  return { ...p, classData: next };
}

export const withPremium = (p: Position, premium: number): Position =>
  withData(p, 'premium', premium);

/** Contracts of a holding bound in combinations (Σ of its `cmb:` entries). */
export const combinedQty = (p: Position): number =>
  Object.entries(p.classData ?? {}).reduce((s, [k, v]) => (k.startsWith('cmb:') ? s + v : s), 0);

/** Margin the combinations of a holding hold (Σ of its `cmm:` entries, li). */
export const comboMarginOf = (p: Position): number =>
  Object.entries(p.classData ?? {}).reduce((s, [k, v]) => (k.startsWith('cmm:') ? s + v : s), 0);

/** Margin a short holding holds (li): its cost plus the premium it received. */
export const marginHeld = (p: Position): number => (p.posSide === 'S' ? p.cost + premiumOf(p) : 0);

/** A share of `total` for `part` of `whole` contracts, all of it for the last ones. */
export const shareOf = (
  total: number,
  part: number,
  whole: number,
  round: (v: number) => number,
) => (part >= whole ? total : round((total * part) / whole));
