import { session } from '@portal/shared-kit';
import { screen } from '@testing-library/react';
import { fakeServer, renderInArea } from '../../test/render-area';
import { MyTeamPage } from './my-team-page';

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('shows my team name and its members with their trading accounts', async () => {
  const asked: Record<string, unknown>[] = [];
  fakeServer({
    '/VERace/TutorTeam/GetMyTeam': (p) => {
      asked.push(p);
      return {
        teamID: 4,
        teamName: '价值投资组',
        members: [
          { userID: 1, realName: '张三', traderID: 8 },
          { userID: 2, realName: '李四', traderID: 9 },
        ],
      };
    },
  });
  session.setCurrentMatch({ matchID: 139, matchName: '综合赛', matchType: 1, traderID: '8' });
  renderInArea(<MyTeamPage />);
  expect(await screen.findByText('我的团队：价值投资组')).toBeInTheDocument();
  expect(screen.getByText('张三')).toBeInTheDocument();
  expect(screen.getByText('李四')).toBeInTheDocument();
  expect(screen.getByText('9')).toBeInTheDocument();
  expect(asked).toEqual([{ matchID: 139 }]);
});
