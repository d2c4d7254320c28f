import type { Position } from '../exchange';

/**
 * What a debt contract keeps (`Position.classData`), li: `debt` — the financed amount still owed
 * (融资, holding L) or the short-sale proceeds held against the lent shares (融券, holding S);
 * `interest` — interest or short fee accrued and not yet paid. `cost` is the margin the contract
 * holds (保证金), so the ledger identity of every class holds unchanged.
 */
export interface DebtBook {
  debt: number;
  interest: number;
}

export function debtOf(p: Position): DebtBook {
  const d = p.classData ?? {};
  return { debt: d.debt ?? 0, interest: d.interest ?? 0 };
}

export const withDebt = (p: Position, b: DebtBook): Position => ({
  ...p,
  classData: { debt: b.debt, interest: b.interest },
});

/**
 * What a contract adds to total assets at market value `mv` (li): a financed long is worth its
 * margin plus shares less debt and interest; a short its margin plus the held proceeds less the
 * shares owed and the fee.
 */
export function contractValue(p: Position, mv: number): number {
  const b = debtOf(p);
  return p.posSide === 'S' ? p.cost + b.debt - mv - b.interest : p.cost + mv - b.debt - b.interest;
}
