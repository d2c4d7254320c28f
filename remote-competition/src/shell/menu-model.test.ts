import { NO_AUTH_FLAGS, type AuthFlags, type MarketSectionId } from '@portal/shared-kit';
import {
  buildCenterMenu,
  buildCompetitionMenu,
  type MenuEntry,
  type MenuInput,
} from './menu-model';

const ALL: MarketSectionId[] = ['SHSZMarkets', 'futures', 'ForeignExchange', 'RotaryTradingDays'];
const stocks: AuthFlags = {
  ...NO_AUTH_FLAGS,
  ismultiple: true,
  hasShares: true,
  hasSharesJijin: true,
};

const input = (over: Partial<MenuInput> = {}): MenuInput => ({
  flags: stocks,
  matchType: 1,
  sections: ALL,
  isCombine: false,
  hasTeam: false,
  isAdmin: false,
  ...over,
});

const labels = (entries: MenuEntry[]): string[] =>
  entries.flatMap((e) => [e.label, ...labels(e.children ?? [])]);

describe('competition menu', () => {
  it('shows the A-share section with its fund child when the match allows stocks and funds', () => {
    const l = labels(buildCompetitionMenu(input()));
    expect(l).toEqual(expect.arrayContaining(['沪深市场', 'A股', '基金', '排行榜', '资金管理']));
    expect(l).not.toContain('债券');
    expect(l).not.toContain('商品期货');
  });

  it('leaves out a market section the license disables', () => {
    const l = labels(buildCompetitionMenu(input({ sections: ['futures'] })));
    expect(l).not.toContain('沪深市场');
  });

  it('shows personal status and group analysis, and no funds, for a forex match', () => {
    const l = labels(
      buildCompetitionMenu(input({ flags: { ...NO_AUTH_FLAGS, isforeignEx: true }, matchType: 2 })),
    );
    expect(l).toEqual(expect.arrayContaining(['外汇', '个人赛况', '分组分析']));
    expect(l).not.toContain('资金管理');
    expect(l).not.toContain('组合分析');
  });

  it('hides the exchange monitor and shows the rotary section for a day-inner match', () => {
    const l = labels(buildCompetitionMenu(input({ matchType: 4 })));
    expect(l).toContain('日内回转');
    expect(l).not.toContain('排行榜');
    expect(l).not.toContain('自选股');
    expect(l).not.toContain('组合分析');
  });

  it('hides the ranking and STAR entries for a combine, and the ranking for the practice field', () => {
    expect(labels(buildCompetitionMenu(input({ isCombine: true })))).not.toContain('排行榜');
    expect(labels(buildCompetitionMenu(input({ isCombine: true })))).not.toContain('科创板');
    expect(labels(buildCompetitionMenu(input({ matchType: 5 })))).not.toContain('排行榜');
  });
});

describe('my-team entry', () => {
  const monitor = (entries: MenuEntry[]) =>
    labels(entries.find((e) => e.key === 'monitor')?.children ?? []);

  it('shows 我的团队 next to 排行榜 when the user has a team in the match', () => {
    expect(monitor(buildCompetitionMenu(input({ hasTeam: true })))).toEqual(['排行榜', '我的团队']);
    expect(labels(buildCenterMenu(input({ hasTeam: true })))).toContain('我的团队');
  });

  it('hides 我的团队 without a team', () => {
    expect(labels(buildCompetitionMenu(input({ hasTeam: false })))).not.toContain('我的团队');
    expect(labels(buildCenterMenu(input({ hasTeam: false })))).not.toContain('我的团队');
  });

  it('hides 我的团队 for the practice field (type 5) even with a team', () => {
    const l = labels(buildCompetitionMenu(input({ matchType: 5, hasTeam: true })));
    expect(l).not.toContain('我的团队');
  });
});

describe('personal-center menu', () => {
  it('shows user management to admins only', () => {
    expect(labels(buildCenterMenu(input()))).not.toContain('用户管理');
    expect(labels(buildCenterMenu(input({ isAdmin: true })))).toContain('用户管理');
  });

  it('shows 实验报告 to contestants, not to admins', () => {
    expect(buildCenterMenu(input())).toContainEqual(
      expect.objectContaining({ label: '实验报告', path: '/ExperimentalReport/index' }),
    );
    expect(labels(buildCenterMenu(input({ isAdmin: true })))).not.toContain('实验报告');
  });
});
