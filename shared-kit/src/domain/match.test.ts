import { BreedType, MatchType, combineToMatch, isCombineRecord } from './match';

describe('match and breed types', () => {
  it('keeps the spec codes', () => {
    expect(MatchType).toEqual({
      UNSET: 0,
      COMPREHENSIVE: 1,
      FOREIGN_EXCHANGE: 2,
      MARGIN_TRADING: 3,
      DAY_INNER: 4,
      PRACTICE: 5,
      OPTIONS: 6,
      COMMODITY_FUTURES: 7,
      FINANCIAL_FUTURES: 8,
    });
    expect(BreedType).toEqual({
      STOCK: 1,
      MARGIN: 2,
      INDIVIDUAL_OPTIONS: 3,
      FINANCIAL_FUTURES: 4,
      COMMODITY_FUTURES: 5,
      INDEX_OPTIONS: 9,
      COMMODITY_OPTIONS: 10,
      HK_STOCK: 11,
    });
  });

  it('maps a combine to a type-1 match record with breed names joined by 、', () => {
    const m = combineToMatch({
      combineID: 42,
      combineName: '稳健组合',
      createTime: '2026-01-05 10:00:00',
      breadNameList: ['股票', '基金', '债券'],
      isTopMatch: true,
      loginTime: '2026-02-01',
    });
    expect(m).toMatchObject({
      matchID: 42,
      matchName: '稳健组合',
      matchStartTime: '2026-01-05 10:00:00',
      startDate: 0,
      matchType: 1,
      breadNameStr: '股票、基金、债券',
      combineID: 42,
      isTopMatch: true,
    });
    expect(isCombineRecord(m)).toBe(true);
    expect(isCombineRecord({ combineID: undefined })).toBe(false);
  });
});
