import { STOCK_SECURITY_TYPES, type SecurityKind } from '@portal/shared-kit';

/** One security info record (spec §3): the nine fields the trading page needs. */
export interface SecurityInfo {
  symbol: string;
  market: string;
  shortName: string;
  pyShortName: string;
  securityType: number;
  flagBits: number;
  /** Last close. */
  lcp: number;
  /** Buy quantity step. */
  bQtyStep: number;
  minTickSize: number;
}

/** flagBits of the info record: ST, T+0, daily price limit, index, derivative. */
export const SECURITY_FLAGS = { ST: 1, T0: 2, PRICE_LIMIT: 4, INDEX: 8, DERIVATIVE: 16 } as const;

const FIELD_COUNT = 9;

/** Parses one comma-separated record; undefined when it has fewer than nine fields. */
export function parseSecurityRecord(record: string): SecurityInfo | undefined {
  const f = record.split(',').map((x) => x.trim());
  if (f.length < FIELD_COUNT) return undefined;
  const [symbol = '', market = '', shortName = '', pyShortName = ''] = f;
  const num = (i: number): number => Number(f[i]);
  return {
    symbol,
    market: market.toUpperCase(),
    shortName,
    pyShortName,
    securityType: num(4),
    flagBits: num(5),
    lcp: num(6),
    bQtyStep: num(7),
    minTickSize: num(8),
  };
}

/**
 * Parses the security info list of spec §3: records separated by semicolons, fields by commas,
 * at least nine fields each; shorter records are skipped.
 */
export function parseSecurityInfoList(text: string): SecurityInfo[] {
  return text
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean)
    .map(parseSecurityRecord)
    .filter((s): s is SecurityInfo => s !== undefined);
}

/** `symbol.MARKET`, the key the portal uses for a security across markets. */
export function securityKey(s: { symbol: string; market: string }): string {
  return `${s.symbol}.${s.market.toUpperCase()}`;
}

/** Security types the simulator uses for funds and bonds (types 3/11 fund and ETF, 4/5 bond). */
const FUND_TYPES = [3, 11];
const BOND_TYPES = [4, 5];
const INDEX_TYPE = 2;

/** Display kind of a security (quote decimals and volume units follow it, spec §5 and §9). */
export function securityKind(securityType: number): SecurityKind {
  if (STOCK_SECURITY_TYPES.includes(securityType)) return 'stock';
  if (FUND_TYPES.includes(securityType)) return 'fund';
  if (BOND_TYPES.includes(securityType)) return 'bond';
  if (securityType === INDEX_TYPE) return 'index';
  return 'stock';
}

/** True when the record's flags say the security is on the ST list. */
export function isSt(info: Pick<SecurityInfo, 'flagBits'>): boolean {
  return (info.flagBits & SECURITY_FLAGS.ST) !== 0;
}
