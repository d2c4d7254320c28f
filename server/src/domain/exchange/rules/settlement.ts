import type { TradableSecurity } from '../types';

/**
 * T+N rule: stocks settle T+1 (shares bought today are not sellable today); bonds, convertibles
 * and bond, gold, money and cross-border ETFs T+0. The cycle comes from the market's board table
 * (with its T+0 ETF exception); cash from sales is reusable at once in both cases.
 */
export function sellableOnBuy(sec: Pick<TradableSecurity, 'tPlusN'>, qty: number): number {
  return sec.tPlusN === 0 ? qty : 0;
}
