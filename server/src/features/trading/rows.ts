import type { Market } from '../../domain/market';
import type {
  CashState,
  ExecType,
  Order,
  OrderKind,
  OrderStatus,
  Position,
  Report,
  Side,
} from '../../domain/exchange';

/** An account as the engine holds it in memory. */
export interface AccountRecord {
  accountId: number;
  userId: number;
  matchId: number;
  currency: number;
  cash: CashState;
  units: number;
  settledDate: string | null;
  /** Keyed by `code.MARKET`. */
  positions: Map<string, HeldPosition>;
  /** Working orders by id. */
  working: Map<number, NamedOrder>;
  /** Client order ids already used (a repeat is 60015). */
  clOrdIds: Set<string>;
}

export type HeldPosition = Position & { securityType: number; name: string };
export type NamedOrder = Order & { name: string };

/** int8 columns arrive as text from pg and as numbers or bigints from PGlite. */
export const n = (v: unknown): number => Number(v ?? 0);

export { holdingKey as positionKey } from '../../domain/exchange';

type Row = Record<string, unknown>;

export function cashOfRow(r: Row): CashState {
  return {
    initial: n(r.initial_cash),
    transfers: n(r.transfers),
    fees: n(r.fees),
    realised: n(r.realised),
    available: n(r.cash_available),
    frozen: n(r.cash_frozen),
    // The account's currency where it is not CNY (an HKD or USD account).
    ...(r.currency !== undefined && n(r.currency) !== 1 ? { currency: n(r.currency) } : {}),
  };
}

export function positionOfRow(r: Row, name = ''): HeldPosition {
  return {
    market: r.market as Market,
    code: String(r.code),
    securityType: n(r.security_type),
    name,
    qty: n(r.qty),
    sellable: n(r.sellable),
    frozen: n(r.frozen),
    cost: n(r.cost),
    realised: n(r.realised),
    ...(r.pos_side === 'L' || r.pos_side === 'S' || r.pos_side === 'C'
      ? { posSide: r.pos_side }
      : {}),
    ...classDataOf(r.class_data),
  };
}

/** A holding's class figures from its JSON column (text from some drivers). */
function classDataOf(v: unknown): { classData?: Record<string, number> } {
  const data = typeof v === 'string' ? (JSON.parse(v) as unknown) : v;
  return data !== null && typeof data === 'object' && !Array.isArray(data)
    ? { classData: data as Record<string, number> }
    : {};
}

export function orderOfRow(r: Row): NamedOrder {
  return {
    orderId: n(r.order_id),
    accountId: n(r.account_id),
    clOrdId: (r.cl_ord_id as string | null) ?? null,
    market: r.market as Market,
    code: String(r.code),
    name: String(r.security_name ?? ''),
    securityType: n(r.security_type),
    side: n(r.side) as Side,
    kind: r.kind as OrderKind,
    price: n(r.price),
    qty: n(r.qty),
    filledQty: n(r.filled_qty),
    filledAmount: n(r.filled_amount),
    fees: n(r.fees),
    frozenCash: n(r.frozen_cash),
    frozenQty: n(r.frozen_qty),
    status: n(r.status) as OrderStatus,
    rejectCode: r.reject_code === null || r.reject_code === undefined ? null : n(r.reject_code),
    tradingDate: String(r.trading_date),
    matchKey: String(r.match_key ?? ''),
    ...(typeof r.effect === 'string' && r.effect !== '' ? { effect: r.effect } : {}),
    ...(r.pos_side === 'L' || r.pos_side === 'S' || r.pos_side === 'C'
      ? { posSide: r.pos_side }
      : {}),
  };
}

export interface StoredReport extends Report {
  reportId: number;
  createdAt: Date;
}

export function reportOfRow(r: Row): StoredReport {
  return {
    reportId: n(r.report_id),
    orderId: r.order_id === null ? null : n(r.order_id),
    accountId: n(r.account_id),
    execType: n(r.exec_type) as ExecType,
    market: r.market as Market,
    code: String(r.code),
    side: n(r.side) as Side,
    qty: n(r.qty),
    price: n(r.price),
    amount: n(r.amount),
    fees: n(r.fees),
    tradingDate: String(r.trading_date),
    createdAt: new Date(r.created_at as string),
    ...(r.realised === null || r.realised === undefined ? {} : { realised: n(r.realised) }),
  };
}
