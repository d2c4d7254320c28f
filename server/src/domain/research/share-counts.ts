/**
 * Total shares of large, well-known A-share companies, in 亿股 (public, approximate figures of
 * 2024 annual reports, A and H shares together). Seeded companies take these counts, so market
 * cap, profit and book value land at the real companies' scale (issue 33: 工商银行 showed a
 * market cap of 188 亿 instead of about 2 万亿). Keys are `code.market`.
 */
const SHARES_YI: Readonly<Record<string, number>> = {
  // 银行
  '601398.SSE': 3564.06,
  '601939.SSE': 2500.11,
  '601288.SSE': 3499.83,
  '601988.SSE': 2943.88,
  '600036.SSE': 252.2,
  '601328.SSE': 742.63,
  '601166.SSE': 207.74,
  '600000.SSE': 293.52,
  '600016.SSE': 437.82,
  '601818.SSE': 590.86,
  '000001.SZSE': 194.06,
  // 非银金融
  '601318.SSE': 182.1,
  '601628.SSE': 282.65,
  '600030.SSE': 148.2,
  '300059.SZSE': 157.9,
  // 消费
  '600519.SSE': 12.56,
  '000858.SZSE': 38.82,
  '600887.SSE': 63.66,
  '603288.SSE': 55.6,
  '000333.SZSE': 70.0,
  '000651.SZSE': 56.31,
  // 能源、公用事业、资源
  '601857.SSE': 1830.21,
  '600028.SSE': 1217.0,
  '600900.SSE': 244.68,
  '601088.SSE': 198.69,
  '601899.SSE': 265.8,
  // 通信
  '600941.SSE': 213.9,
  '600050.SSE': 318.0,
  '601728.SSE': 915.1,
  // 建筑、交运
  '601668.SSE': 413.0,
  '601390.SSE': 247.5,
  '601186.SSE': 135.8,
  '601919.SSE': 159.6,
  // 制造、科技、医药
  '300750.SZSE': 44.03,
  '002594.SZSE': 29.09,
  '600104.SSE': 115.8,
  '601633.SSE': 85.6,
  '601012.SSE': 75.78,
  '688981.SSE': 79.5,
  '600309.SSE': 31.4,
  '002415.SZSE': 92.3,
  '600276.SSE': 63.8,
};

/** The real total shares of a known company, or null (the seed derives one). */
export function knownShares(code: string, market: string): number | null {
  const yi = SHARES_YI[`${code}.${market}`];
  return yi === undefined ? null : Math.round(yi * 1e8);
}
