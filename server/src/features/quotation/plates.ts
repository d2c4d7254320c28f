import { INDEX_MEMBERS, type Security } from '../../domain/market';

/** A plate (板块): a named set of securities the market screens list. */
export interface Plate {
  id: number;
  name: string;
  test: (s: Security) => boolean;
}

const aShare = (s: Security) => ['main', 'star', 'chinext'].includes(s.board);

/** Fixed plates by market and board; industry plates follow from the securities' sectors. */
const FIXED: Plate[] = [
  { id: 0, name: '全部', test: () => true },
  { id: 1, name: '沪深A股', test: (s) => aShare(s) && s.market !== 'BSE' },
  { id: 2, name: '上证A股', test: (s) => aShare(s) && s.market === 'SSE' },
  { id: 3, name: '深证A股', test: (s) => aShare(s) && s.market === 'SZSE' },
  { id: 4, name: '科创板', test: (s) => s.board === 'star' },
  { id: 5, name: '创业板', test: (s) => s.board === 'chinext' },
  { id: 6, name: '北交所', test: (s) => s.board === 'bse' },
  { id: 7, name: '风险警示板', test: (s) => s.isSt },
  { id: 8, name: '基金', test: (s) => s.board === 'etf' || s.board === 'fund' },
  { id: 9, name: '债券', test: (s) => s.board === 'bond' || s.board === 'convertible' },
  { id: 10, name: '指数', test: (s) => s.board === 'index' },
  { id: 11, name: '港股通', test: (s) => s.board === 'hk' },
  { id: 12, name: '金融期货', test: (s) => s.board === 'future' && s.market === 'CFFEX' },
  { id: 13, name: '商品期货', test: (s) => s.board === 'future' && s.market !== 'CFFEX' },
  { id: 14, name: '期权', test: (s) => s.board === 'option' },
  { id: 15, name: '外汇', test: (s) => s.board === 'forex' },
  // One plate per options section (security types 9, 10, 12).
  { id: 16, name: '个股期权', test: (s) => s.board === 'option' && s.type === 9 },
  { id: 17, name: '股指期权', test: (s) => s.board === 'option' && s.type === 10 },
  { id: 18, name: '商品期权', test: (s) => s.board === 'option' && s.type === 12 },
  ...(
    [
      [20, '上证50成分股', '000016.SSE'],
      [21, '科创50成分股', '000688.SSE'],
      [22, '创业板指成分股', '399006.SZSE'],
    ] as const
  ).map(([id, name, index]) => {
    const members = new Set(INDEX_MEMBERS[index]);
    return { id, name, test: (s: Security) => s.board !== 'index' && members.has(s.code) };
  }),
];

/** Industry plates start at this id, in the order sectors first appear among A-shares. */
export const INDUSTRY_BASE = 100;

/** Every plate: the fixed ones, then one per A-share industry. */
export function allPlates(securities: Security[]): Plate[] {
  const sectors: string[] = [];
  for (const s of securities)
    if (aShare(s) && !sectors.includes(s.sector) && s.sector !== 'ST') sectors.push(s.sector);
  return [
    ...FIXED,
    ...sectors.map((sector, i) => ({
      id: INDUSTRY_BASE + i,
      name: sector,
      test: (s: Security) => aShare(s) && s.sector === sector,
    })),
  ];
}
