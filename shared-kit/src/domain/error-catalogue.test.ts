import { ERROR_CODES, TRADE_ERRORS, errorText } from './error-catalogue';

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('error catalogue', () => {
  it('has a Chinese text for every trade and risk code of spec §8', () => {
    const codes = [
      ...range(60001, 60041),
      ...range(60101, 60114),
      ...range(60125, 60127),
      ...range(60131, 60133),
      ...range(60140, 60159),
    ];
    for (const code of codes) {
      expect(TRADE_ERRORS[code]).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(Object.keys(TRADE_ERRORS)).toHaveLength(codes.length);
  });

  it('words the headline codes as the brokerage does', () => {
    expect(TRADE_ERRORS[60004]).toBe('可用资金不足');
    expect(TRADE_ERRORS[60005]).toBe('可用持仓不足');
    expect(TRADE_ERRORS[60132]).toBe('最新价涨停，不能买入');
    expect(TRADE_ERRORS[60133]).toBe('跌停，不能卖出');
    expect(TRADE_ERRORS[60131]).toBe('新股上市前5日禁止交易');
  });

  it('gives the ten combination-leg codes distinct texts', () => {
    const texts = range(60031, 60040).map((c) => TRADE_ERRORS[c]);
    expect(new Set(texts).size).toBe(10);
    expect(TRADE_ERRORS[60036]).toBe('该组合策略不支持拆分');
  });

  it('gives the four cumulative short/financing risk codes distinct texts', () => {
    expect(new Set(range(60156, 60159).map((c) => TRADE_ERRORS[c])).size).toBe(4);
  });

  it('names every code once and only codes of the catalogue', () => {
    const values = Object.values(ERROR_CODES);
    expect(new Set(values).size).toBe(values.length);
    for (const v of values) expect(TRADE_ERRORS[v]).toBeDefined();
    expect(values).toHaveLength(Object.keys(TRADE_ERRORS).length);
    expect(ERROR_CODES.INSUFFICIENT_FUNDS).toBe(60004);
    expect(ERROR_CODES.LIMIT_UP_NO_BUY).toBe(60132);
  });

  it('maps numeric codes and numeric strings to their text', () => {
    expect(errorText(60004)).toBe('可用资金不足');
    expect(errorText('60005')).toBe('可用持仓不足');
    expect(errorText(' 60133 ')).toBe('跌停，不能卖出');
  });

  it('returns undefined for unknown codes and non-numeric messages', () => {
    expect(errorText(60042)).toBeUndefined();
    expect(errorText('可用资金不足')).toBeUndefined();
    expect(errorText('60004abc')).toBeUndefined();
    expect(errorText('')).toBeUndefined();
    expect(errorText('constructor')).toBeUndefined();
  });
});
