import { deriveAuthFlags } from '@portal/shared-kit/domain';
import { breedTree, securityTypesOf } from './breeds';
import { DEFAULT_RANKING_PARAMS } from './defaults';
import { assignRanks, groupRanking, isRankingEligible, sortRows, type RankingRow } from './ranking';
import { complexScore, operateScore } from './scores';
import { enabledPeriods, windowStart } from './windows';

const row = (id: number, y: number | null, assets: number, team: number | null): RankingRow => ({
  Rank: 0,
  TraderID: id,
  UserID: id,
  UserName: `u${id}`,
  RealName: `T${id}`,
  ClassID: 1,
  ClassName: '金融1班',
  TeamID: team,
  TeamName: team ? `队${team}` : '',
  TotalYield: y,
  TotalAssets: assets,
  InitialAssets: 100,
});

describe('rankings', () => {
  it('ranks by total yield, then assets, then trader id', () => {
    const ranked = assignRanks(
      [row(3, 0.1, 110, 1), row(1, null, 100, 1), row(2, 0.1, 120, 2)],
      false,
    );
    expect(ranked.map((r) => [r.TraderID, r.Rank])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });

  it('sorts empty metrics last in both directions', () => {
    const rows = assignRanks(
      [row(1, null, 100, 1), row(2, 0.2, 120, 1), row(3, -0.1, 90, 1)],
      false,
    );
    expect(sortRows(rows, 'TotalYield', false).map((r) => r.TraderID)).toEqual([3, 2, 1]);
    expect(sortRows(rows, 'TotalYield', true).map((r) => r.TraderID)).toEqual([2, 3, 1]);
  });

  it('ranks teams as one portfolio each', () => {
    const teams = groupRanking(
      [row(1, 0.1, 110, 1), row(2, 0.3, 130, 1), row(3, 0.5, 150, 2), row(4, 0, 100, null)],
      'team',
    );
    expect(teams[0]).toMatchObject({ GroupID: 2, Rank: 1, TotalYield: 0.5, MemberCount: 1 });
    expect(teams[1]!.TotalYield).toBeCloseTo(0.2, 12);
    expect(teams[1]!.AverageYield).toBeCloseTo(0.2, 12);
  });

  it('leaves out traders who never traded or stayed away when the params say so', () => {
    const now = new Date('2026-03-20T00:00:00Z');
    const joined = new Date('2026-03-01T00:00:00Z');
    const p = {
      ...DEFAULT_RANKING_PARAMS,
      isNoTrandActRanking: false,
      isNoLoginActRanking: false,
      noLoginTime: 7,
    };
    expect(
      isRankingEligible({ lastLoginAt: null, joinedAt: joined, hasTraded: false }, p, now),
    ).toBe(false);
    expect(
      isRankingEligible(
        { lastLoginAt: new Date('2026-03-10T00:00:00Z'), joinedAt: joined, hasTraded: true },
        p,
        now,
      ),
    ).toBe(false);
    expect(
      isRankingEligible(
        { lastLoginAt: new Date('2026-03-15T00:00:00Z'), joinedAt: joined, hasTraded: true },
        p,
        now,
      ),
    ).toBe(true);
    expect(
      isRankingEligible(
        { lastLoginAt: null, joinedAt: joined, hasTraded: false },
        DEFAULT_RANKING_PARAMS,
        now,
      ),
    ).toBe(true);
  });

  it('scores indexes against their standard, lower-is-better ones inverted', () => {
    const ix = [
      {
        rankingIndexID: 1,
        rankingIndexName: '收益率',
        indexValue: 'TotalYield',
        standardValue: 0.2,
        standardPrecent: 60,
        showOrder: 1,
        rankingIndexTypeID: 1,
      },
      {
        rankingIndexID: 2,
        rankingIndexName: '最大回撤',
        indexValue: 'MaxRetracement',
        standardValue: 0.1,
        standardPrecent: 40,
        showOrder: 2,
        rankingIndexTypeID: 2,
      },
    ];
    expect(operateScore({ TotalYield: 0.1, MaxRetracement: 0.2 }, ix, 100)).toBeCloseTo(
      30 + 20,
      12,
    );
    expect(operateScore({ TotalYield: 0.5, MaxRetracement: 0.05 }, ix, 100)).toBeCloseTo(100, 12);
    expect(operateScore({ TotalYield: null, MaxRetracement: null }, ix, 100)).toBe(0);
    expect(complexScore(50, 3)).toBe(47);
    expect(operateScore({}, [], 100)).toBeNull();
  });

  it('windows the last k trading days the params enable', () => {
    expect(
      enabledPeriods({ ...DEFAULT_RANKING_PARAMS, isWeek: true, isMonth: false, isYear: true }),
    ).toEqual(['all', 'week', 'year']);
    expect(windowStart(30, 'week')).toBe(24);
    expect(windowStart(3, 'month')).toBe(0);
    expect(windowStart(30, 'all')).toBe(0);
  });
});

describe('breed views', () => {
  it('derive the authorization flags the portal reads', () => {
    const flags = deriveAuthFlags(1, breedTree([1, 21, 22, 30, 2, 3, 4, 5, 9, 10, 11]));
    expect(flags).toMatchObject({
      hasShares: true,
      hasSharesJijin: true,
      hasSharesZhaiquan: true,
      hasHgt: true,
      hasSgt: true,
      hasNgt: true,
      hasRzrq: true,
      hasPersonEx: true,
      hasfinanceEx: true,
      hasGoodsEx: true,
      hasFingerEx: true,
      hasCommodityEx: true,
      hasGg: true,
    });
  });

  it('allow only the chosen children and their security types', () => {
    const tree = breedTree([101]);
    const flags = deriveAuthFlags(1, tree);
    expect(flags).toMatchObject({
      hasShares: true,
      hasSharesJijin: false,
      hasNgt: false,
      hasHgt: false,
    });
    expect(securityTypesOf(tree)).toEqual([
      { market: 'SSE', securityType: 1 },
      { market: 'SSE', securityType: 19 },
      { market: 'SSE', securityType: 21 },
      { market: 'SZSE', securityType: 1 },
      { market: 'SZSE', securityType: 19 },
      { market: 'SZSE', securityType: 21 },
    ]);
  });
});
