import type { LessonChartKind } from '../lessons';

/** Illustrative daily bars [day, open, high, low, close] around 贵州茅台's price level (示意数据). */
export const KLINE_BARS: [number, number, number, number][] = [
  [1480, 1512, 1475, 1505],
  [1505, 1510, 1488, 1492],
  [1492, 1496, 1470, 1474],
  [1474, 1478, 1452, 1470],
  [1470, 1471, 1469, 1470],
  [1468, 1498, 1466, 1495],
  [1495, 1530, 1493, 1526],
  [1526, 1541, 1518, 1522],
  [1522, 1524, 1490, 1494],
  [1494, 1500, 1460, 1497],
];

/** Five bid and five ask levels (price, lots) of an illustrative book. */
export const BOOK = {
  asks: [
    [1500.5, 62],
    [1500.8, 95],
    [1501.0, 140],
    [1501.2, 48],
    [1501.5, 35],
  ],
  bids: [
    [1500.0, 120],
    [1499.8, 88],
    [1499.5, 150],
    [1499.2, 72],
    [1499.0, 90],
  ],
} as const;

/** An illustrative closing series of 沪深300ETF for the moving-average lesson. */
export const ETF_CLOSES = [
  3.98, 3.96, 3.93, 3.9, 3.87, 3.85, 3.84, 3.82, 3.83, 3.81, 3.8, 3.82, 3.84, 3.83, 3.86, 3.88,
  3.91, 3.9, 3.95, 3.98, 4.01, 4.0, 4.04, 4.06, 4.05, 4.09, 4.12, 4.1, 4.14, 4.16,
];

/** Simple moving average of `values` over `n` (null before enough values). */
export function movingAverage(values: readonly number[], n: number): (number | null)[] {
  return values.map((_, i) => {
    if (i + 1 < n) return null;
    const window = values.slice(i + 1 - n, i + 1);
    return Math.round((window.reduce((a, b) => a + b, 0) / n) * 1000) / 1000;
  });
}

/** Chart titles, each marked as illustrative. */
export const CHART_TITLES: Record<LessonChartKind, string> = {
  kline: '日K线（示意数据）',
  'order-book': '五档买卖盘挂单量（手，示意数据）',
  'ma-cross': '收盘价与MA5、MA20（示意数据）',
  'profit-loss': '宁德时代一买一卖的资金构成（元）',
  revenue: '营业收入与净利润（亿元，示意数据）',
};
