/** Cash equities (A-shares, funds, bonds, BSE): the asset class behind SHSZMarkets. */
export { cashEquity } from './cash-equity';
