import { labelOf } from './code-table-lookup';

/** Futures exchanges. */
export const FUTURES_EXCHANGES = {
  DCE: '大连商品交易所',
  SHFE: '上海期货交易所',
  CZCE: '郑州商品交易所',
  CFFEX: '中国金融期货交易所',
  INE: '上海国际能源交易中心',
  GFEX: '广州期货交易所',
} as const;

/** Securities markets. */
export const MARKETS = {
  SSE: '上海证券交易所',
  SZSE: '深圳证券交易所',
  HKEX: '香港交易所',
  BSE: '北京证券交易所',
} as const;

export type FuturesExchange = keyof typeof FUTURES_EXCHANGES;
export type Market = keyof typeof MARKETS;

/** Phone country codes of the login and bind-phone panels. */
export const COUNTRY_CODES = {
  '0086': '中国大陆',
  '0886': '中国台湾',
  '0852': '中国香港',
  '0001': '美国',
} as const;

/** Security kinds used in display (quote precision, volume units). */
export const SECURITY_KINDS = {
  stock: '股票',
  fund: '基金',
  bond: '债券',
  index: '指数',
} as const;

export type SecurityKind = keyof typeof SECURITY_KINDS;

/** Well-known indexes, keyed in the product's `code.MARKET` form. */
export const INDEX_CODES = {
  '000001.SSE': '上证指数',
  '399001.SZSE': '深证成指',
  '399006.SZSE': '创业板指',
  '000300.SSE': '沪深300',
  '000016.SSE': '上证50',
  '000905.SSE': '中证500',
  '000852.SSE': '中证1000',
  '000688.SSE': '科创50',
  '399005.SZSE': '中小100',
  '399330.SZSE': '深证100',
  '899050.BSE': '北证50',
} as const;

/** Chinese name of an exchange or market code (either table). */
export function exchangeLabel(code: string): string | undefined {
  const key = code.toUpperCase();
  return labelOf(MARKETS, key) ?? labelOf(FUTURES_EXCHANGES, key);
}

/** Chinese name of a country code such as '0086'. */
export function countryLabel(code: string): string | undefined {
  return labelOf(COUNTRY_CODES, code);
}
