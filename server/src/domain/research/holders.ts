import type { Security } from '../market';
import { rngFor } from '../market/prng';
import type { Holder } from './types';

const INSTITUTIONS: Array<[string, string]> = [
  ['香港中央结算有限公司', '境外法人'],
  ['中国证券金融股份有限公司', '国有法人'],
  ['中央汇金资产管理有限责任公司', '国有法人'],
  ['全国社保基金一一八组合', '基金'],
  ['基本养老保险基金八零二组合', '基金'],
  ['中国人寿保险股份有限公司－传统－普通保险产品', '保险'],
  ['华夏上证50交易型开放式指数证券投资基金', '基金'],
  ['易方达沪深300交易型开放式指数发起式证券投资基金', '基金'],
  ['招商银行股份有限公司－兴全合润混合型证券投资基金', '基金'],
  ['中国工商银行股份有限公司－华泰柏瑞沪深300交易型开放式指数证券投资基金', '基金'],
  ['新华人寿保险股份有限公司－分红－个人分红', '保险'],
  ['挪威中央银行－自有资金', 'QFII'],
];

/**
 * The ten largest shareholders: the controlling holder (named after the company), then
 * institutions, with falling stakes that add up to well under the whole.
 */
export function topHolders(seed: number, sec: Security, shares: number): Holder[] {
  const r = rngFor(seed, 'holders', sec.code, sec.market);
  const stem = sec.name.replace(/^\*?ST/, '').slice(0, 2);
  let pct = 20 + 40 * r.next();
  const picked = new Set<number>();
  const out: Holder[] = [
    {
      rank: 1,
      name: `${stem}集团有限公司`,
      shares: Math.round((shares * pct) / 100),
      pct: Math.round(pct * 100) / 100,
      kind: '控股股东',
    },
  ];
  while (out.length < 10) {
    const i = r.int(0, INSTITUTIONS.length - 1);
    if (picked.has(i)) continue;
    picked.add(i);
    // Falling stakes, none below 0.2 % (the tenth holder of a listed company still holds a block).
    pct = Math.max(0.2, Math.min(pct * (0.45 + 0.4 * r.next()), 5));
    const [name, kind] = INSTITUTIONS[i] as [string, string];
    out.push({
      rank: out.length + 1,
      name,
      shares: Math.round((shares * pct) / 100),
      pct: Math.round(pct * 100) / 100,
      kind,
    });
  }
  // Stakes are listed largest first.
  out.sort((a, b) => b.shares - a.shares).forEach((h, k) => (h.rank = k + 1));
  return out;
}
