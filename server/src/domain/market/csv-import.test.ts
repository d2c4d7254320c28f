import { parseDailyCsv } from './csv-import';
import { testMarket } from './test-market';

const good = `date,open,high,low,close,volume,amount
2026-11-18,1400,1420,1390,1410,2000000,2820000000
2026-11-19,1410,1415,1380,1390,1800000,2500000000`;

describe('daily bar CSV import', () => {
  it('reads a header and well-formed rows', () => {
    const r = parseDailyCsv(good, '2026-11-19');
    expect(r.errors).toEqual([]);
    expect(r.bars.map((b) => b.close)).toEqual([1410, 1390]);
  });

  it('reports every malformed row with its line number in Chinese', () => {
    const r = parseDailyCsv(
      `date,open,high,low,close,volume,amount
2026-13-01,1,1,1,1,1,1
2026-11-18,1400,1300,1390,1410,1,1
2026-11-18,abc,1,1,1,1,1
2026-11-19,1,1,1,1
2026-11-20,1,1,1,1,1,1`,
      '2026-11-19',
    );
    expect(r.errors.map((e) => e.line)).toEqual([2, 3, 4, 5, 6]);
    expect(r.errors[0]?.message).toBe('第2行：日期格式错误，应为YYYY-MM-DD');
    expect(r.errors[2]?.message).toBe('第4行：开盘价必须为正数');
    expect(r.errors[4]?.message).toBe('第6行：日期不能晚于上一交易日2026-11-19');
  });

  it('rejects an empty file', () => {
    expect(
      parseDailyCsv('date,open,high,low,close,volume,amount\n', '2026-11-19').errors[0]?.message,
    ).toBe('文件中没有行情数据');
  });

  it('replaces a security history and continues the live path from the last real close', () => {
    const { market } = testMarket();
    const { bars } = parseDailyCsv(good, '2026-11-19');
    expect(market.replaceHistory('600519', bars)).toBe(true);
    const after = market.dailyBars('600519');
    expect(after.slice(0, 2).map((b) => b.close)).toEqual([1410, 1390]);
    expect(after).toHaveLength(3);
    expect(market.quote('600519')?.prevClose).toBe(1390);
  });
});
