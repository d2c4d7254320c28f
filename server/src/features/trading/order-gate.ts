import { reject, type Result } from '../../domain/exchange';
import type { AccountRecord } from './rows';

/** An order or cancel as a contest-level check sees it (prices in yuan). */
export interface GateRequest {
  account: AccountRecord;
  action: 'order' | 'cancel';
  side: number;
  market: string;
  code: string;
  qty: number;
  price: number;
  tradingDate: string;
  /** The order's asset-class effect (credit kinds feed the risk rules 60156–60159). */
  effect?: string | null;
}

/**
 * A check the exchange runs after its own rules and before anything is frozen or matched: the
 * contests feature plugs in its risk rules (60140–60159) and the ended-contest refusal here, so
 * the exchange never imports contest code. Answers null to let the order through, or a code.
 */
export interface OrderGate {
  check(request: GateRequest): Promise<number | null>;
}

/** Runs the gate (when one is set) on a request that passed the exchange's own validation. */
export async function passGate<T>(
  gate: OrderGate | undefined,
  checked: Result<T>,
  request: () => GateRequest,
): Promise<Result<T>> {
  if (!checked.ok || !gate) return checked;
  const code = await gate.check(request());
  return code === null ? checked : reject(code);
}
