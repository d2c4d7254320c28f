import { refuse } from '../../http/app-error';
import type { Market, Security, SimulatedMarket } from '../../domain/market';

/** Markets the top-tab search accepts (spec §9), plus the forex and Guangzhou futures books. */
export const SEARCH_MARKETS: readonly Market[] = [
  'SZSE',
  'SSE',
  'CFFEX',
  'SHFE',
  'INE',
  'CZCE',
  'DCE',
  'BSE',
  'HKEX',
  'GFEX',
  'FX',
];

/** Resolves a symbol (`600519`, `600519.SSE`, or code plus market) or refuses in Chinese. */
export function resolve(
  market: SimulatedMarket,
  symbol: string | undefined,
  marketCode?: string,
): Security {
  const s = (symbol ?? '').trim();
  if (!s) throw refuse('请输入证券代码');
  const sec = market.security(s, marketCode?.trim() || undefined);
  if (!sec) throw refuse(`证券代码不存在：${s}`);
  return sec;
}

/** Splits a code list ("600519,000001.SZSE" or with semicolons) into distinct codes. */
export function splitCodes(codes: string | undefined): string[] {
  return [
    ...new Set(
      (codes ?? '')
        .split(/[,;|\s]+/)
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
}

/** Parses a markets filter ("SSE,SZSE"), refusing unknown names. */
export function parseMarkets(text: string | undefined): Market[] {
  const list = splitCodes(text).map((m) => m.toUpperCase());
  const bad = list.find((m) => !SEARCH_MARKETS.includes(m as Market));
  if (bad) throw refuse(`不支持的市场：${bad}`);
  return list as Market[];
}
