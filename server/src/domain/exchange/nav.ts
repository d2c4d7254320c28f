/**
 * Unit NAV for rankings: transfers buy or redeem units at the current NAV, so deposits and
 * withdrawals do not show up as returns (market-rules.md, ranking metrics).
 */
export function navOf(totalAssetsLi: number, units: number): number {
  return units > 0 ? totalAssetsLi / units : 1;
}

/** Units after a transfer of `amountLi` (negative for withdrawals) at the NAV before it. */
export function unitsAfterTransfer(units: number, totalBeforeLi: number, amountLi: number): number {
  const nav = navOf(totalBeforeLi, units);
  return Math.max(0, units + amountLi / nav);
}

/** T+1 release at the day's end: everything held and not frozen becomes sellable. */
export function releaseT1<P extends { qty: number; frozen: number; sellable: number }>(p: P): P {
  return { ...p, sellable: p.qty - p.frozen };
}
