import { combineToMatch, type MatchInfo } from './match';
import {
  DEFAULT_MATCH_IDS,
  landingPathForTrainingType,
  pathAfterMatchSwitch,
  selectDefaultMatch,
  shouldLoadCombines,
} from './match-selection';

const match = (matchID: number, matchType = 1): MatchInfo => ({
  matchID,
  matchName: `比赛${matchID}`,
  matchType,
});
const matches = [match(7), match(139), match(658, 2)];
const combine = combineToMatch({
  combineID: 139,
  combineName: '组合',
  createTime: '',
  breadNameList: [],
});

describe('selectDefaultMatch (spec §4)', () => {
  it('gives trainType 0 users of tpTypeID 5 the forex default 658', () => {
    const m = selectDefaultMatch({
      trainInfo: { trainType: 0, tpTypeID: 5 },
      matches,
      combines: [],
    });
    expect(m?.matchID).toBe(DEFAULT_MATCH_IDS.FOREX);
    expect(DEFAULT_MATCH_IDS).toEqual({ SYNTHESIZE: 139, FOREX: 658 });
  });

  it("puts a running training into its project's own account, never a contest (issue 33)", () => {
    const own = { ...match(1201), matchName: '实训项目：股票买入实训' };
    const m = selectDefaultMatch({
      trainInfo: { trainType: 0, tpTypeID: 1 },
      trainingMatch: own,
      matches,
      combines: [],
      storedId: 139,
    });
    expect(m).toBe(own);
  });

  it('gives other tpTypeIDs the synthesize default 139', () => {
    const m = selectDefaultMatch({
      trainInfo: { trainType: 0, tpTypeID: 1 },
      matches,
      combines: [],
    });
    expect(m?.matchID).toBe(139);
  });

  it('prefers configured ids over the fallbacks', () => {
    const m = selectDefaultMatch({
      trainInfo: { trainType: 0, tpTypeID: 5 },
      matches,
      combines: [],
      configuredIds: { forex: 7 },
    });
    expect(m?.matchID).toBe(7);
  });

  it('falls back to the first match when the default is missing or its id is 1', () => {
    const input = { trainInfo: { trainType: 0, tpTypeID: 2 }, combines: [] };
    expect(selectDefaultMatch({ ...input, matches: [match(9), match(10)] })?.matchID).toBe(9);
    expect(
      selectDefaultMatch({
        ...input,
        matches: [match(9), match(1)],
        configuredIds: { synthesize: 1 },
      })?.matchID,
    ).toBe(9);
  });

  it('keeps the stored match of other users while it is listed', () => {
    const m = selectDefaultMatch({
      trainInfo: { trainType: 1, tpTypeID: 1 },
      matches,
      combines: [],
      storedId: '658',
    });
    expect(m?.matchID).toBe(658);
  });

  it('tells a stored combine from a match with the same id', () => {
    const m = selectDefaultMatch({
      matches,
      combines: [combine],
      storedId: 139,
      storedIsCombine: true,
    });
    expect(m).toBe(combine);
  });

  it('otherwise takes the first of matches plus combines', () => {
    expect(selectDefaultMatch({ matches, combines: [combine], storedId: 999 })?.matchID).toBe(7);
    expect(selectDefaultMatch({ matches: [], combines: [combine] })).toBe(combine);
    expect(selectDefaultMatch({ matches: [], combines: [] })).toBeUndefined();
  });

  it('loads combines only when trainType is not 0', () => {
    expect(shouldLoadCombines({ trainType: 0, tpTypeID: 5 })).toBe(false);
    expect(shouldLoadCombines({ trainType: 1, tpTypeID: 5 })).toBe(true);
    expect(shouldLoadCombines(null)).toBe(true);
  });
});

describe('landing paths and match switching', () => {
  it('lands each training project type on its market (spec §2)', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(landingPathForTrainingType)).toEqual([
      '/SHSZMarkets/index',
      '/SHSZMarkets/Fund',
      '/futures/index',
      '/StockOptions/index',
      '/ForeignExchange/ForeignExchange',
      '/SHSZMarkets/Bond',
      '/SHSZMarkets/index',
    ]);
  });

  it('sends a one-market contest to its trading page, never to 资金管理 or raceSummarize (issue 28)', () => {
    expect(pathAfterMatchSwitch(2)).toBe('/ForeignExchange/ForeignExchange');
    expect(pathAfterMatchSwitch(3)).toBe('/MarginTrading/index');
    expect(pathAfterMatchSwitch(4)).toBe('/RotaryTradingDays');
    expect(pathAfterMatchSwitch(6)).toBe('/StockOptions/index');
    expect(pathAfterMatchSwitch(7)).toBe('/futures/index');
    expect(pathAfterMatchSwitch(8)).toBe('/financeFutures/index');
    // 综合 and 练习场 list every market on the main page.
    expect(pathAfterMatchSwitch(1)).toBeUndefined();
    expect(pathAfterMatchSwitch(5)).toBeUndefined();
  });
});
