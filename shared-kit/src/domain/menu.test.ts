import { NO_AUTH_FLAGS, type AuthFlags } from './auth-flags';
import { menuVisible, type MenuContext } from './menu';

const ctx: MenuContext = { isCombine: false, hasTeam: false, isAdmin: false };
const all: AuthFlags = Object.fromEntries(
  Object.keys(NO_AUTH_FLAGS).map((k) => [k, true]),
) as unknown as AuthFlags;
const only = (p: Partial<AuthFlags>): AuthFlags => ({ ...NO_AUTH_FLAGS, ...p });

describe('menuVisible: authorization flags (spec §6)', () => {
  it.each([
    ['SHSZMarkets', 'hasShares'],
    ['StarProduct', 'hasShares'],
    ['OwnSecurity', 'hasShares'],
    ['StockOptions', 'hasPersonEx'],
    ['goodsFutures', 'hasGoodsEx'],
    ['financeFutures', 'hasfinanceEx'],
    ['StockIndexOptions', 'hasFingerEx'],
    ['bse', 'hasNgt'],
    ['HKMarkets', 'hasGg'],
    ['MarginTrading', 'hasRzrq'],
    ['CommodityOptions', 'hasCommodityEx'],
    ['Fund', 'hasSharesJijin'],
    ['Bond', 'hasSharesZhaiquan'],
  ] as const)('%s needs %s', (menu, flag) => {
    expect(menuVisible(menu, NO_AUTH_FLAGS, 1, ctx)).toBe(false);
    expect(menuVisible(menu, only({ [flag]: true }), 1, ctx)).toBe(true);
  });

  it('HKStock needs hasHgt or hasSgt', () => {
    expect(menuVisible('HKStock', NO_AUTH_FLAGS, 1, ctx)).toBe(false);
    expect(menuVisible('HKStock', only({ hasHgt: true }), 1, ctx)).toBe(true);
    expect(menuVisible('HKStock', only({ hasSgt: true }), 1, ctx)).toBe(true);
  });
});

describe('menuVisible: match type (spec §4, §6)', () => {
  const v = (menu: string, type: number, o: Partial<MenuContext> = {}): boolean =>
    menuVisible(menu, all, type, { ...ctx, ...o });

  it('shows raceSummarize and GroupAnalysisFE only for forex matches', () => {
    for (const m of ['raceSummarize', 'GroupAnalysisFE']) {
      expect(v(m, 2)).toBe(true);
      expect(v(m, 1)).toBe(false);
    }
  });

  it('hides competitionFunds for type 2 and CombineAnalyze for types 2 and 4', () => {
    expect(v('competitionFunds', 2)).toBe(false);
    expect(v('competitionFunds', 4)).toBe(true);
    expect(v('CombineAnalyze', 2)).toBe(false);
    expect(v('CombineAnalyze', 4)).toBe(false);
    expect(v('CombineAnalyze', 1)).toBe(true);
  });

  it('hides OwnSecurity for type 4', () => {
    expect(v('OwnSecurity', 4)).toBe(false);
    expect(v('OwnSecurity', 1)).toBe(true);
  });

  it('hides Rank and StarProduct for combines and for type 4', () => {
    for (const m of ['Rank', 'StarProduct']) {
      expect(v(m, 1)).toBe(true);
      expect(v(m, 1, { isCombine: true })).toBe(false);
      expect(v(m, 4)).toBe(false);
    }
  });

  it('type 5 hides rank, my team and rotary days', () => {
    expect(v('Rank', 5)).toBe(false);
    expect(v('MyTeam', 5, { hasTeam: true })).toBe(false);
    expect(v('RotaryTradingDays', 5)).toBe(false);
  });

  it('type 4 hides the exchange monitor and shows the rotary section', () => {
    expect(v('ExchangeMonitor', 4)).toBe(false);
    expect(v('RotaryTradingDays', 4)).toBe(true);
    expect(v('ExchangeMonitor', 1)).toBe(true);
    expect(v('RotaryTradingDays', 1)).toBe(false);
  });

  it('other types show my team only with a team', () => {
    expect(v('MyTeam', 1, { hasTeam: false })).toBe(false);
    expect(v('MyTeam', 1, { hasTeam: true })).toBe(true);
  });

  it('shows entries without a rule', () => {
    expect(v('UserInfo', 3)).toBe(true);
  });
});
