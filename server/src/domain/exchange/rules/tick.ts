import { ERROR_CODES } from '@portal/shared-kit/domain';
import { tickAt } from '../../market/rules';
import { accept, reject, type Result } from '../result';
import type { TradableSecurity } from '../types';

/**
 * Tick rule: stocks 0.01; ETFs, LOFs, funds and bonds 0.001 (the tick comes from the market
 * board table). A price off the tick is refused with 60003 委托价格非法.
 */
export function checkTick(sec: TradableSecurity, price: number): Result<void> {
  if (!Number.isFinite(price) || price <= 0) return reject(ERROR_CODES.PRICE_ILLEGAL);
  const tick = tickAt(sec, price);
  const steps = price / tick;
  if (Math.abs(steps - Math.round(steps)) > 1e-6) return reject(ERROR_CODES.PRICE_ILLEGAL);
  return accept(undefined);
}
