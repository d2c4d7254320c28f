import dayjs from 'dayjs';
import {
  contestValuesOf,
  newContestValues,
  nextWeekdayOpen,
  toContestInput,
} from './contest-input';

describe('a new contest starts at the next open (issue 28)', () => {
  it('is today 09:30 before the open of a weekday, else the next weekday 09:30', () => {
    const at = (s: string) => nextWeekdayOpen(dayjs(s)).toISOString();
    expect(at('2026-03-02T08:00:00+08:00')).toBe('2026-03-02T01:30:00.000Z');
    expect(at('2026-03-02T10:00:00+08:00')).toBe('2026-03-03T01:30:00.000Z');
    expect(at('2026-03-06T16:00:00+08:00')).toBe('2026-03-09T01:30:00.000Z');
    // 01:00 UTC on Monday is already 09:00 Monday in Shanghai.
    expect(at('2026-03-02T01:00:00Z')).toBe('2026-03-02T01:30:00.000Z');
  });

  it('no longer starts every type with A-shares only: a new form holds the comprehensive markets', () => {
    expect(newContestValues(dayjs('2026-03-02T08:00:00+08:00')).breedIDs).not.toEqual([1]);
  });
});

describe('contest form to AddMatch body', () => {
  it('sends percent limits as fractions, code lists as arrays and the shown columns', () => {
    const v = newContestValues(dayjs('2026-03-01T09:00:00+08:00'));
    const input = toContestInput({
      ...v,
      matchName: ' 春季赛 ',
      risk: { maxPriceDeviation: 5, maxOrderQty: 10000 },
      blacklist: '600000, 000001\n300750',
      showColumns: ['RealName', 'TotalAssets'],
      windows: ['isMonth'],
      initialHKD: 100000,
    });
    expect(input.matchBasisInfo.matchName).toBe('春季赛');
    expect(input.riskRules).toMatchObject({
      maxPriceDeviation: 0.05,
      maxOrderQty: 10000,
      blacklist: ['600000', '000001', '300750'],
      recordFouls: true,
    });
    expect(input.rankingShowColumns.filter((c) => c.isShow).map((c) => c.field)).toEqual([
      'RealName',
      'TotalAssets',
    ]);
    expect(input.rankingParams).toMatchObject({ isWeek: false, isMonth: true });
    expect(input.matchInItFundSets).toEqual([
      { currencyType: 1, initFund: 2_300_000 },
      { currencyType: 2, initFund: 100000 },
    ]);
    // The picked instant travels with its zone, whatever the browser's own zone. The default start
    // is the next trading day's open (issue 28): Sunday 03-01 → Monday 03-02 09:30 in Shanghai.
    expect(input.matchBasisInfo.startTime).toBe('2026-03-02T01:30:00.000Z');
    expect(input.matchBasisInfo.registrationStartTime).toBe('2026-03-01T01:00:00.000Z');
  });

  it('reads an existing contest back into the form', () => {
    // Only the parts this reading checks; the rest fall back to the form's defaults.
    const values = contestValuesOf({
      matchType: 2,
      matchBasisInfo: {
        matchName: '外汇赛',
        matchType: 2,
        noRiskInterestRates: 0.015,
        startTime: '2026-01-01T00:00:00Z',
      },
      matchBreedViews: [
        {
          breedID: 1,
          breedName: '股票',
          breedType: 1,
          parentID: 0,
          showName: '',
          isAllow: true,
          currencyType: 1,
          childBreeds: [],
        },
      ],
      riskRules: { maxSecurityShareOfAssets: 0.3, whitelist: ['600000'] },
      rankingShowColumns: [
        { field: 'RealName', isShow: true, label: '姓名' },
        { field: 'Alpha', isShow: false, label: 'Alpha' },
      ],
    });
    expect(values).toMatchObject({
      matchName: '外汇赛',
      matchType: 2,
      breedIDs: [1],
      whitelist: '600000',
      showColumns: ['RealName'],
    });
    expect(values.risk.maxSecurityShareOfAssets).toBeCloseTo(30);
    expect(values.noRiskInterestRatesPct).toBeCloseTo(1.5);
  });
});
