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
  /**
   * Financing debt repaid in cash (直接还款) still held in `cost`: the cash went into the
   * contract, so its value and a later sale's P&L leave it out. 0 for a short.
   */
  paid?: number;
  /** Trading date the contract was opened, as yyyymmdd (its term runs from it); 0: unknown. */
  opened?: number;
}

export function debtOf(p: Position): Required<DebtBook> {
  const d = p.classData ?? {};
  return { debt: d.debt ?? 0, interest: d.interest ?? 0, paid: d.paid ?? 0, opened: d.opened ?? 0 };
}

/** The contract with new debt figures; `paid` and `opened` stay unless given (kept only when set). */
export const withDebt = (p: Position, b: DebtBook): Position => {
  const was = debtOf(p);
  const paid = b.paid ?? was.paid;
  const opened = b.opened ?? was.opened;
  return {
    ...p,
    classData: {
      debt: b.debt,
      interest: b.interest,
      ...(paid ? { paid } : {}),
      ...(opened ? { opened } : {}),
    },
  };
};

/**
 * Whether a contract is still open: shares held, or debt or interest owed — a 卖券还款 whose
 * proceeds did not cover the debt leaves it owed with no shares (docs/market-rules.md).
 */
export function isOpenContract(p: Position): boolean {
  if (p.qty > 0) return true;
  const b = debtOf(p);
  return b.debt > 0 || b.interest > 0;
}

/** yyyymmdd of a trading date `YYYY-MM-DD`. */
export const dateNumber = (date: string): number => Number(date.replaceAll('-', '')) || 0;

/**
 * What a contract adds to total assets at market value `mv` (li): a financed long is worth its
 * margin plus shares less debt and interest; a short its margin plus the held proceeds less the
 * shares owed and the fee.
 */
export function contractValue(p: Position, mv: number): number {
  const b = debtOf(p);
  return p.posSide === 'S'
    ? p.cost + b.debt - mv - b.interest
    : p.cost - b.paid + mv - b.debt - b.interest;
}
