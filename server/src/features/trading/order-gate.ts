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
  /**
   * Whether the user may act on this account at all (orders, cancels, transfers): the contests
   * feature answers 60010 for an account of a contest other than the one the user is in.
   */
  account?(account: Pick<AccountRecord, 'userId' | 'matchId'>): Promise<number | null>;
  /** The contest the user is in (their last LoginMatch), or null before they entered one. */
  currentMatch?(userId: number): Promise<number | null>;
}

/** The gate's answer on the account an order, cancel or transfer acts on (null: go on). */
export async function accountGate(
  gate: OrderGate | undefined,
  account: Pick<AccountRecord, 'userId' | 'matchId'>,
): Promise<number | null> {
  return gate?.account ? gate.account(account) : null;
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
