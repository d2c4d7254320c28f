import { ERROR_CODES } from '@portal/shared-kit/domain';
import {
  accept,
  emptyPosition,
  holdingKey,
  reject,
  sessionRule,
  type CashState,
  type Position,
  type PositionSide,
  type Result,
} from '../../domain/exchange';
import type { Security } from '../../domain/market';
import {
  declareCombo,
  declareExercise,
  freeCover,
  isComboStrategy,
  lockCover,
  optionTermsOf,
  splitCombo,
  toCovered,
  unlockCover,
  withdrawExercise,
  type ComboLeg,
} from '../../domain/options';
import type { AccountRecord, HeldPosition, TradingService } from '../trading';

/**
 * Account operations of the options sections that are no orders: 证券锁定/解锁 (cover for
 * covered calls), 组合申报/拆分 and 普通转备兑, 行权申报. Each runs inside the account's queue
 * after any day settlement, changes cash and holdings in one journaled step (a refusal writes
 * nothing) and pushes nothing but what the commit pushes.
 */
type Step = { cash: CashState; positions: Position[] };

async function inAccount(
  svc: TradingService,
  accountId: number,
  fn: (account: AccountRecord) => Result<Step>,
): Promise<Result<Step>> {
  await svc.engine.settling;
  const out = await svc.core.store.run(accountId, async (account) => {
    const denied = await svc.engine.accountDenied(account);
    if (denied !== null) return reject(denied);
    const r = fn(account);
    if (!r.ok) return r;
    const positions = r.value.positions.map((p) => held(svc, account, p));
    await svc.core.commit(account, {
      account: { ...account, cash: r.value.cash },
      positions,
      orders: [],
      reports: [],
    });
    return r;
  });
  return out ?? reject(ERROR_CODES.INVALID_ACCOUNT);
}

/** A changed holding with the columns a stored one has (type and name from the master). */
function held(svc: TradingService, account: AccountRecord, p: Position): HeldPosition {
  const was = account.positions.get(holdingKey(p));
  const sec = svc.core.market.security(p.code, p.market);
  return { securityType: sec?.type ?? 0, name: sec?.name ?? '', ...was, ...p };
}

/** The holding of `code` on `posSide` (an empty one when the account has none). */
function holdingOf(account: AccountRecord, sec: Security, posSide?: PositionSide): Position {
  const key = holdingKey({ code: sec.code, market: sec.market, ...(posSide ? { posSide } : {}) });
  return (
    account.positions.get(key) ?? {
      ...emptyPosition(sec.market, sec.code),
      ...(posSide ? { posSide } : {}),
    }
  );
}

const securityOf = (svc: TradingService) => (code: string, market: string) =>
  svc.core.market.security(code, market);

/** 证券锁定 (direction 1) or 证券解锁 (2) of `units` shares of an option underlying. */
export function lockUnderlying(
  svc: TradingService,
  accountId: number,
  sec: Security,
  direction: number,
  units: number,
) {
  return inAccount(svc, accountId, (account) => {
    const stock = account.positions.get(holdingKey({ code: sec.code, market: sec.market }));
    if (direction === 1) {
      const r = lockCover(stock, units);
      return r.ok ? accept({ cash: account.cash, positions: [r.value] }) : r;
    }
    const all = [...account.positions.values()];
    const free = freeCover(all, sec.code, sec.market, securityOf(svc));
    const r = unlockCover(stock, units, free);
    return r.ok ? accept({ cash: account.cash, positions: [r.value] }) : r;
  });
}

export interface LegRequest {
  security: Security;
  posSide: PositionSide;
}

/** Each leg's previous settlement and the underlying's previous close (margin inputs). */
function comboPrices(svc: TradingService, legs: LegRequest[]) {
  const q = (s: Security) => svc.core.market.quote(`${s.code}.${s.market}`);
  const settle = legs.map((l) => q(l.security)?.prevClose ?? q(l.security)?.last ?? 0);
  const u = optionTermsOf(legs[0]?.security)?.underlying ?? '';
  const uq = svc.core.market.quote(u);
  return {
    settle: [settle[0] ?? 0, settle[1] ?? 0] as [number, number],
    underlying: uq?.prevClose ?? uq?.last ?? 0,
  };
}

/** 组合申报 / 组合拆分 / 普通转备兑 of `qty` (strategy codes of combo-rules.ts). */
export function combination(
  svc: TradingService,
  accountId: number,
  action: 'declare' | 'split',
  strategy: string,
  legs: LegRequest[],
  qty: number,
) {
  return inAccount(svc, accountId, (account) => {
    if (!isComboStrategy(strategy)) return reject(ERROR_CODES.PARAMETER_ERROR);
    const comboLegs: ComboLeg[] = legs.map((l) => ({
      position: account.positions.get(
        holdingKey({ code: l.security.code, market: l.security.market, posSide: l.posSide }),
      ),
      terms: optionTermsOf(l.security),
      posSide: l.posSide,
    }));
    const prices = comboPrices(svc, legs);
    if (action === 'split') return splitCombo(strategy, comboLegs, prices, qty, account.cash);
    if (strategy !== 'ZBD') return declareCombo(strategy, comboLegs, prices, qty, account.cash);
    const first = legs[0];
    const t = optionTermsOf(first?.security);
    if (!first || !t) return reject(ERROR_CODES.COMBO_LEG_RATIO);
    const all = [...account.positions.values()];
    const free = freeCover(all, t.underlying, first.security.market, securityOf(svc));
    const covered = holdingOf(account, first.security, 'C');
    return toCovered(comboLegs, covered, qty, free, account.cash);
  });
}

/** 行权申报 (or, `withdraw`, 行权撤销) of `qty` contracts of a rights holding (exercise.ts). */
export function exercise(
  svc: TradingService,
  accountId: number,
  sec: Security,
  qty: number,
  withdraw = false,
) {
  return inAccount(svc, accountId, (account) => {
    const t = optionTermsOf(sec);
    if (!t) return reject(ERROR_CODES.SECURITY_ILLEGAL);
    const position = account.positions.get(
      holdingKey({ code: sec.code, market: sec.market, posSide: 'L' }),
    );
    if (!position) return reject(ERROR_CODES.INSUFFICIENT_POSITION);
    const under = svc.core.market.security(t.underlying, sec.market);
    const physical = t.product.settlement === 'physical';
    if (physical && !under) return reject(ERROR_CODES.SECURITY_ILLEGAL);
    const stock = physical && under ? holdingOf(account, under) : undefined;
    const now = svc.core.market.now();
    const step = withdraw ? withdrawExercise : declareExercise;
    const r = step(t, { cash: account.cash, position, stock }, qty, {
      tradingDate: now.tradingDate,
      sessionOpen: sessionRule(now.phase).order,
    });
    if (!r.ok) return r;
    return accept({
      cash: r.value.cash,
      positions: [r.value.position, ...(r.value.stock ? [r.value.stock] : [])],
    });
  });
}
