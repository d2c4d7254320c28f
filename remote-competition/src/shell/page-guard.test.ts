import { NO_AUTH_FLAGS } from '@portal/shared-kit';
import { redirectForMatchType } from './page-guard';

const ctx = { isCombine: false, hasTeam: false, isAdmin: false };
const shares = { ...NO_AUTH_FLAGS, hasShares: true };

describe('pages not allowed for the match type', () => {
  it('lets an allowed page be', () => {
    expect(redirectForMatchType('/ExchangeMonitor/Rank', shares, 1, ctx)).toBeUndefined();
    expect(redirectForMatchType('/UserCenter/UserInfo', shares, 4, ctx)).toBeUndefined();
  });

  it('sends the user to /index from a page the type hides', () => {
    expect(redirectForMatchType('/ExchangeMonitor/Rank', shares, 4, ctx)).toBe('/index');
    expect(redirectForMatchType('/competitionFunds', shares, 2, ctx)).toBe('/index');
  });

  it('swaps a group-analysis page to its forex counterpart for a forex match', () => {
    expect(redirectForMatchType('/ExchangeMonitor/GroupAnalysisFE', shares, 1, ctx)).toBe('/index');
    expect(redirectForMatchType('/CombineAnalyze', shares, 2, ctx)).toBe('/index');
  });
});

describe('the my-team page', () => {
  it('is allowed with a team in a non-practice match', () => {
    const team = { ...ctx, hasTeam: true };
    expect(redirectForMatchType('/ExchangeMonitor/MyTeam', shares, 1, team)).toBeUndefined();
  });

  it('sends the user to /index without a team or in the practice field', () => {
    expect(redirectForMatchType('/ExchangeMonitor/MyTeam', shares, 1, ctx)).toBe('/index');
    const team = { ...ctx, hasTeam: true };
    expect(redirectForMatchType('/ExchangeMonitor/MyTeam', shares, 5, team)).toBe('/index');
  });
});
