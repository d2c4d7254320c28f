import { NO_AUTH_FLAGS, session, type MatchInfo } from '@portal/shared-kit';
import { act, render, screen } from '@testing-library/react';
import { guardedSection, sectionAllowed } from './section-guard';

const stockOnly = { matchID: 901, matchName: '只含A股的比赛', matchType: 1 } as MatchInfo;

function Desk() {
  return <button type="button">买开仓</button>;
}

describe('a market section trades only where the current contest has its market (issue 28)', () => {
  afterEach(() => act(() => session.clear()));

  it('reads the section rule from the contest flags and type', () => {
    const shares = { ...NO_AUTH_FLAGS, hasShares: true };
    expect(sectionAllowed('futures', shares, 1)).toBe(false);
    expect(sectionAllowed('futures', { ...shares, hasGoodsEx: true }, 7)).toBe(true);
    expect(sectionAllowed('SHSZMarkets', shares, 1)).toBe(true);
    expect(sectionAllowed('ForeignExchange', shares, 1)).toBe(false);
    expect(sectionAllowed('ForeignExchange', NO_AUTH_FLAGS, 2)).toBe(true);
    expect(sectionAllowed('RotaryTradingDays', shares, 4)).toBe(true);
    expect(sectionAllowed('futures', null, undefined)).toBeUndefined();
  });

  it('a stock-only contest shows no futures ticket, says so, and keeps the A-share desk', () => {
    act(() => {
      session.setCurrentMatch(stockOnly);
      session.setAuthFlags({ ...NO_AUTH_FLAGS, hasShares: true });
    });
    const Futures = guardedSection('futures', Desk).Routes;
    const { unmount } = render(<Futures />);
    expect(screen.getByText('当前比赛不含商品期货')).toBeTruthy();
    expect(screen.getByText(/只含A股的比赛/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '买开仓' })).toBeNull();
    unmount();
    const Shsz = guardedSection('SHSZMarkets', Desk).Routes;
    render(<Shsz />);
    expect(screen.getByRole('button', { name: '买开仓' })).toBeTruthy();
  });

  it('follows a switch to a contest with the market', () => {
    act(() => {
      session.setCurrentMatch(stockOnly);
      session.setAuthFlags({ ...NO_AUTH_FLAGS, hasShares: true });
    });
    const Futures = guardedSection('futures', Desk).Routes;
    render(<Futures />);
    expect(screen.queryByRole('button', { name: '买开仓' })).toBeNull();
    act(() => {
      session.setCurrentMatch({ ...stockOnly, matchID: 902, matchType: 7 });
      session.setAuthFlags({ ...NO_AUTH_FLAGS, hasGoodsEx: true });
    });
    expect(screen.getByRole('button', { name: '买开仓' })).toBeTruthy();
  });
});
