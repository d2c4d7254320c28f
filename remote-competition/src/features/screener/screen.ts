import { STOCK_SECURITY_TYPES } from '@portal/shared-kit';
import type { QuoteRow } from '../../common/quotation/get-quotes';

/** Conditions of the conditional stock screener; an absent bound does not filter. */
export interface ScreenConditions {
  changePctMin?: number;
  changePctMax?: number;
  priceMin?: number;
  priceMax?: number;
  /** Minimum turnover in 万元. */
  amountMinWan?: number;
}

const within = (v: number, min?: number, max?: number) =>
  (min === undefined || v >= min) && (max === undefined || v <= max);

/** Keeps the stocks meeting every condition (the market lists also carry options and funds). */
export function screen(rows: readonly QuoteRow[], c: ScreenConditions): QuoteRow[] {
  return rows.filter(
    (r) =>
      STOCK_SECURITY_TYPES.includes(r.securityType) &&
      within(r.changePct, c.changePctMin, c.changePctMax) &&
      within(r.last, c.priceMin, c.priceMax) &&
      within(r.amount / 10_000, c.amountMinWan),
  );
}
