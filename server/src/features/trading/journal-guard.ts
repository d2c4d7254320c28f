import { ORDER_STATUS } from '../../domain/exchange';
import type { JournalStep } from './journal';
import type { NamedOrder } from './rows';

/** Largest magnitude a journaled number may have: integers stay exact and fit an int8 column. */
const MAX_NUMBER = Number.MAX_SAFE_INTEGER;
/** Longest text a journaled step may carry (codes, names, client order ids, dates). */
const MAX_TEXT = 256;

/** A step that would poison the journal: refused before it is written, nothing changes. */
export class UnsafeStepError extends Error {
  constructor(readonly path: string) {
    super(`unsafe journal step at ${path}`);
    this.name = 'UnsafeStepError';
  }
}

/** A client order id: blank is absent (null); any other value is kept as given. */
export function clientOrderId(id: string | null | undefined): string | null {
  return id === undefined || id === null || id.trim() === '' ? null : id;
}

/**
 * A new order as it may be journaled. A rejected order keeps what the trader sent where it is
 * storable, but a price or quantity that is not a finite number in range is recorded as 0 (the
 * reject code says why): the refusal is on record and the journal stays readable.
 */
export function storableOrder(o: NamedOrder): NamedOrder {
  const clOrdId = clientOrderId(o.clOrdId);
  if (o.status !== ORDER_STATUS.REJECTED) return { ...o, clOrdId };
  const price = Number.isFinite(o.price) && Math.abs(o.price) <= MAX_NUMBER ? o.price : 0;
  const qty = Number.isSafeInteger(o.qty) ? o.qty : 0;
  return { ...o, clOrdId, price, qty };
}

/**
 * Checks every value of a step before it joins a journal batch: numbers finite and within
 * ±2^53, strings without NUL and at most 256 characters. Throws `UnsafeStepError` otherwise.
 */
export function assertStorable(step: JournalStep): void {
  check(step, 'step');
}

function check(v: unknown, path: string): void {
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || Math.abs(v) > MAX_NUMBER) throw new UnsafeStepError(path);
  } else if (typeof v === 'string') {
    if (v.length > MAX_TEXT || v.includes('\u0000')) throw new UnsafeStepError(path);
  } else if (Array.isArray(v)) {
    v.forEach((x, i) => check(x, `${path}[${i}]`));
  } else if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) check(x, `${path}.${k}`);
  } else if (v !== null && v !== undefined && typeof v !== 'boolean') {
    throw new UnsafeStepError(path);
  }
}
