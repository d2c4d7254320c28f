import { fireEvent, render, screen, within } from '@testing-library/react';
import { MatchSwitcher } from './match-switcher';

const matches = [
  { matchID: 1, matchName: '综合赛', matchType: 1 },
  { matchID: 2, matchName: '外汇赛', matchType: 2 },
];

it('lists contests and combines in groups, shows 无 for an empty group, and filters by the search box', () => {
  const onSelect = jest.fn();
  render(
    <MatchSwitcher
      matches={matches}
      combines={[]}
      current={matches[0] ?? null}
      onSelect={onSelect}
    />,
  );
  fireEvent.click(screen.getByTestId('match-switcher'));
  const panel = screen.getByRole('dialog', { name: '切换比赛' });
  expect(within(panel).getByText('无')).toBeInTheDocument();
  fireEvent.change(within(panel).getByPlaceholderText('搜索比赛或组合'), {
    target: { value: '外汇' },
  });
  expect(within(panel).queryByRole('button', { name: '综合赛' })).toBeNull();
  fireEvent.click(within(panel).getByRole('button', { name: '外汇赛' }));
  expect(onSelect).toHaveBeenCalledWith(matches[1]);
});

it('does not switch when the current record is picked again', () => {
  const onSelect = jest.fn();
  render(
    <MatchSwitcher
      matches={matches}
      combines={[]}
      current={matches[0] ?? null}
      onSelect={onSelect}
    />,
  );
  fireEvent.click(screen.getByTestId('match-switcher'));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '综合赛' }));
  expect(onSelect).not.toHaveBeenCalled();
});
