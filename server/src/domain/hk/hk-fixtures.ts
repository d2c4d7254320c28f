import { DEFAULT_FEES, type ClassSettings, type TradableSecurity } from '../exchange';

/** 腾讯控股 as the HK tests trade it: board lot 100, VCM ±10%. */
export const TENCENT = {
  code: '00700',
  market: 'HKEX',
  name: '腾讯控股',
  type: 30,
  board: 'hk',
  lot: 100,
  minBuy: 100,
  tick: 0.2,
  limit: { kind: 'vcm', pct: 0.1 },
  tPlusN: 0,
  isSt: false,
} as TradableSecurity;

/** A contest with reference rates 0.93 (buy) / 0.91 (sell) and the default fees. */
export const HK_SETTINGS: ClassSettings = {
  fees: DEFAULT_FEES,
  volumeCap: 1,
  raw: { hk: { referenceRate: { buy: 0.93, sell: 0.91 } } },
};
