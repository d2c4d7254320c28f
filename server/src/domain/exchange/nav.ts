/**
 * Unit NAV for rankings, as a fund keeps it: an account opens with one unit per li of initial
 * funds (NAV 1.0), and transfers buy or redeem units at the NAV of the moment (before the money
 * moves), so deposits and withdrawals never show as returns (market-rules.md, ranking metrics).
 */
export function navOf(totalAssetsLi: number, units: number): number {
  if (!(units > 0) || !Number.isFinite(units)) return 1;
  // Rounded to 1e-10 (a fen of a million yuan is 1e-8): a deposit-only account stays exactly 1.
  return Math.round((totalAssetsLi / units) * 1e10) / 1e10;
}

/**
 * Units after a transfer of `amountLi` (negative for withdrawals) at the NAV before it. An
 * account with nothing left (NAV 0) starts again at NAV 1, like a fresh one.
 */
export function unitsAfterTransfer(units: number, totalBeforeLi: number, amountLi: number): number {
  const nav = navOf(totalBeforeLi, units);
  if (!(nav > 0)) return Math.max(0, amountLi);
  return Math.max(0, units + amountLi / nav);
}

/** T+1 release at the day's end: everything held and not frozen becomes sellable. */
export function releaseT1<P extends { qty: number; frozen: number; sellable: number }>(p: P): P {
  return { ...p, sellable: p.qty - p.frozen };
}
