import { session } from '@portal/shared-kit';
import { screen } from '@testing-library/react';
import { fakeServer, renderInArea } from '../../test/render-area';
import { RankPage } from './rank-page';

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('asks no personal ranking inside a combine (no SearchPersonalRankingsRN 404)', async () => {
  const called = fakeServer({});
  session.setCurrentMatch({
    matchID: 9001,
    matchName: '我的组合',
    matchType: 1,
    combineID: 9001,
  } as never);
  renderInArea(<RankPage />);
  expect(await screen.findByText('组合不参与排名')).toBeInTheDocument();
  expect(called.filter((u) => u.includes('Ranking'))).toEqual([]);
});

it('asks the contest ranking in a contest', async () => {
  const called = fakeServer({
    '/VERace/Ranking/SearchPersonalRankingsRN': () => ({ total: 0, list: [], columns: [] }),
  });
  session.setCurrentMatch({ matchID: 139, matchName: '综合赛', matchType: 1, traderID: '8' });
  renderInArea(<RankPage />);
  expect(await screen.findByText('排行榜 · 综合赛')).toBeInTheDocument();
  expect(called).toContain('/VERace/Ranking/SearchPersonalRankingsRN');
});
