import { RANKING_COLUMNS, visibleRankingColumns } from './ranking-columns';

describe('ranking columns (spec §3)', () => {
  it('lists the 23 spec fields and labels PerformanceScore as the violation score', () => {
    expect(Object.keys(RANKING_COLUMNS).sort()).toEqual(
      [
        'Alpha',
        'AvailableCapital',
        'AverageYield',
        'BetaValue',
        'ClassName',
        'ComplexScore',
        'InformationRatio',
        'JensonIndex',
        'MaxRetracement',
        'OperateScore',
        'PerformanceScore',
        'RealName',
        'SharpIndex',
        'StockAbility',
        'TeamName',
        'TimingAbility',
        'TodayYield',
        'TotalAssets',
        'TotalProfitLoss',
        'TrackingError',
        'TreynorIndex',
        'Velocity',
        'YieldStandardDev',
      ].sort(),
    );
    expect(RANKING_COLUMNS.PerformanceScore.label).toBe('违规分');
  });

  it('hides YieldStandardDev by default and lets match settings override', () => {
    expect(visibleRankingColumns()).not.toContain('YieldStandardDev');
    const shown = visibleRankingColumns([
      { field: 'YieldStandardDev', isShow: true },
      { field: 'Alpha', isShow: false },
    ]);
    expect(shown).toContain('YieldStandardDev');
    expect(shown).not.toContain('Alpha');
  });
});
