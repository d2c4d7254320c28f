import type { Phase, Quote } from '../market/types';
import type { OrderBooks } from './ledger';
import type { Result } from './result';
import type { FeeSchedule, SessionRule } from './rules';
import type { AcceptedOrder, OrderInput } from './validate';
import type { CashState, Position, Report, Side, TradableSecurity } from './types';

/**
 * The asset-class seam (architecture.md, "The exchange across asset classes"). Every order goes
 * through one pipeline — boundary checks → contest gate → asset-class rules → freeze → match →
 * book → push — and this interface is the one place where asset classes differ. Each class
 * (cash equities, margin credit, HK/connect, futures, options, forex) implements it in
 * `server/src/domain/<class>/` as plain data and pure functions; the engine calls it and never
 * branches on a security type itself. The ledger stays in integer li, booked in whole fen, and
 * every class keeps the accounting identity (initial + transfers − fees + realised = cash + frozen
 * + Σ position cost) true after any sequence of operations — for margined classes the margin a
 * position holds is its `cost`.
 */
export type AssetClassId =
  'cash-equity' | 'margin' | 'hk' | 'futures' | 'options' | 'forex' | 'intraday';

/**
 * Which way a holding is kept. Cash securities keep one net long holding (no side); futures and
 * options keep long (L, rights) and short (S, obligations) apart, options their covered shorts
 * (C, 备兑仓) too; a credit account keeps its short-sold shares as S.
 */
export type PositionSide = 'L' | 'S' | 'C';

/**
 * What an order does besides buying or selling, named by the class that accepts it: futures and
 * options `open`/`close`/`closeToday`/`closeYesterday`, options `coveredOpen`/`coveredClose`,
 * margin `financeBuy`/`shortSell`/`sellRepay`/`buyRepay`/`collateralBuy`/`collateralSell`.
 * Null for a plain cash buy or sell.
 */
export type OrderEffect = string;

/** An order request as a class sees it. */
export interface ClassOrderInput extends OrderInput {
  effect: OrderEffect | null;
}

/** Everything a class looks at to accept an order, gathered by the engine. */
export interface ClassEnv {
  security: TradableSecurity;
  /** Spec §5: whether the contest allows this security. */
  permitted: boolean;
  quote: Quote | undefined;
  /** Quote of a derivative's underlying (options margin); undefined for others. */
  underlying?: Quote | undefined;
  session: SessionRule;
  cash: CashState;
  /** The holding the order touches (its side), if any. */
  position: Position | undefined;
  /** Every holding of the account (collateral, margin and concentration checks). */
  positions: readonly Position[];
  settings: ClassSettings;
  /** The market's Shanghai wall clock `HH:MM:SS` (contest cut-offs); absent: not known. */
  clock?: string;
  /** Last price of any security by `code.MARKET` (a credit account's collateral); absent: none. */
  priceOf?: (key: string) => number | undefined;
  /** Looks up another security of the master (options: the contracts of covered holdings). */
  securityOf?: (code: string, market: string) => TradableSecurity | undefined;
}

/**
 * A contest's trading settings as classes read them: the cash-equity fee schedule, the volume
 * cap, and the contest's raw settings JSON, where each class finds its own part (e.g.
 * `settings.raw.futures`, `settings.raw.margin`) and falls back to its rule table's defaults.
 */
export interface ClassSettings {
  fees: FeeSchedule;
  volumeCap: number;
  raw: Readonly<Record<string, unknown>>;
  /** The contest's type (4: intraday round trip); absent where no contest is known. */
  matchType?: number | null;
  /** Last price of any security by `code.MARKET` (forex: live cross rates); absent: none. */
  priceOf?: (key: string) => number | undefined;
}

/** What the end-of-day step of one holding gets. */
export interface EndOfDayInput {
  cash: CashState;
  position: Position;
  security: TradableSecurity | undefined;
  /** The day's closing (or settlement) price; undefined without a quote. */
  closePrice: number | undefined;
  /** The underlying's closing price of a derivative (options expiry and margin). */
  underlyingClose?: number | undefined;
  /** The trading date that ended and the one that starts. */
  previous: string;
  next: string;
  accountId: number;
  settings: ClassSettings;
}

/** The end-of-day result of one holding: T+N release, mark-to-market, interest, expiry. */
export interface EndOfDayResult {
  cash: CashState;
  position: Position;
  reports: Report[];
}

/** What an account-wide day end gets: every holding of the account with its closing price. */
export interface AccountEndInput {
  cash: CashState;
  holdings: readonly {
    position: Position;
    security: TradableSecurity | undefined;
    price: number | undefined;
  }[];
  previous: string;
  next: string;
  accountId: number;
  settings: ClassSettings;
  /** Closing price of any security by `code.MARKET` or code (options: the underlying's close). */
  priceOf?: (key: string) => number | undefined;
}

/** The account-wide day end's result: the holdings it changed and its records. */
export interface AccountEndResult {
  cash: CashState;
  positions: Position[];
  reports: Report[];
}

/** One asset class behind the engine's pipeline. */
export interface AssetClass {
  readonly id: AssetClassId;
  /** Whether this class books an order with `effect` on `security` (the first class that covers it wins). */
  covers(security: TradableSecurity, effect: OrderEffect | null): boolean;
  /** Whether a holding of `security` on `posSide` is this class's (end of day, valuation). */
  holds(security: TradableSecurity, posSide: PositionSide | undefined): boolean;
  /** The holding side an order touches (undefined: the net cash holding). */
  positionSide(side: Side, effect: OrderEffect | null): PositionSide | undefined;
  /** What a market phase allows for this security (its own sessions, night sessions …). */
  session(
    security: TradableSecurity,
    phase: Phase,
    minuteOfDay?: number,
    /** The market's step on the day path (a class with its own clock on the path: HK). */
    step?: number,
  ): SessionRule;
  /** Lot, tick, limits, funds or margin, holdings: the order's working price and what it freezes. */
  validate(input: ClassOrderInput, env: ClassEnv): Result<AcceptedOrder>;
  /** Freezes what an accepted order holds. */
  freeze(books: OrderBooks): OrderBooks;
  /** Books one fill of `qty` at `price`. */
  fill(
    books: OrderBooks,
    security: TradableSecurity,
    settings: ClassSettings,
    qty: number,
    price: number,
  ): OrderBooks & { report: Report };
  /** Ends a working order: a cancel, or expiry at the close (status 3). */
  release(books: OrderBooks, how: 'cancel' | 'expire'): OrderBooks & { report: Report };
  /** Smallest quantity a partial fill is cut to. */
  fillStep(security: TradableSecurity): number;
  /** Largest quantity an order of `side`/`effect` may have now at `price` (0 when none). */
  maxQty(side: Side, effect: OrderEffect | null, price: number, env: ClassEnv): number;
  /**
   * What a holding adds to the account's total assets, in li of the account's currency: the
   * market value of a paid holding, the margin plus unrealised P&L of a margined one.
   */
  holdingValue(
    position: Position,
    security: TradableSecurity | undefined,
    price: number,
    /** Last price of any security by `code.MARKET` (forex: live CNY rates); absent: none. */
    priceOf?: (key: string) => number | undefined,
  ): number;
  /** End of day for one holding. */
  endOfDay(input: EndOfDayInput): EndOfDayResult;
  /**
   * Optional account-wide day end, after every holding's (a credit account's maintenance ratio
   * and forced liquidation); absent: nothing account-wide.
   */
  endOfAccount?(input: AccountEndInput): AccountEndResult;
}

/** Whether a holding keeps a side (L/S/C); a net cash holding has none. */
export function isSided<P extends { posSide?: PositionSide }>(
  p: P,
): p is P & { posSide: PositionSide } {
  return p.posSide !== undefined;
}

/** Key of a holding in an account: `code.MARKET`, with `.L`/`.S` for a sided holding. */
export function holdingKey(p: { code: string; market: string; posSide?: PositionSide }): string {
  return p.posSide ? `${p.code}.${p.market}.${p.posSide}` : `${p.code}.${p.market}`;
}
