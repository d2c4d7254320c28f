import { pinyinAbbr } from './pinyin';

describe('pinyin abbreviations', () => {
  it('abbreviates 贵州茅台 as GZMT', () => {
    expect(pinyinAbbr('贵州茅台')).toBe('GZMT');
  });
  it('reads 银行 as hang and 重庆 as chong', () => {
    expect(pinyinAbbr('招商银行')).toBe('ZSYH');
    expect(pinyinAbbr('重庆啤酒')).toBe('CQPJ');
    expect(pinyinAbbr('长江电力')).toBe('CJDL');
  });
  it('keeps digits and letters and drops the star of *ST', () => {
    expect(pinyinAbbr('沪深300ETF')).toBe('HS300ETF');
    expect(pinyinAbbr('*ST金科')).toBe('STJK');
    expect(pinyinAbbr('TCL科技')).toBe('TCLKJ');
  });
});
