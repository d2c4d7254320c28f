import { session } from '@portal/shared-kit';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AreaRoutes } from './area-routes';
import { fakeServer } from './test/render-area';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AreaRoutes />
      <Where />
    </MemoryRouter>,
  );

const signIn = (role: 'student' | 'admin') => {
  session.signIn({
    Token: 'tok',
    Name: role === 'admin' ? '系统管理员' : '张三',
    UserName: role === 'admin' ? 'sysadmin' : 'student01',
    UserID: 1,
    Id: 1,
    MobilePhone: '13800000001',
    hasTrainUsePower: true,
    hasCombinePower: true,
  });
  session.setRole(role);
};

// Mounting the whole area (antd layouts and tables) is slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  fakeServer({
    '/VERace/MatchManage/GetMatchGoing': () => ({
      total: 1,
      list: [{ matchID: 139, matchName: '综合模拟交易大赛', matchType: 1, traderID: '8' }],
    }),
    '/VERace/MatchManage/SearchMatchList': () => ({ total: 0, list: [] }),
  });
});
afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('asks a visitor without a session to sign in', () => {
  open('/mainmatch');
  expect(screen.getByText('请先登录')).toBeInTheDocument();
});

it('keeps a student out of the management center', async () => {
  signIn('student');
  open('/ManageCenter/RaceManage?current=1');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/mainmatch'));
  expect(screen.queryByText('管理中心')).toBeNull();
});

it('opens the contest list for an admin and shows the management menu', async () => {
  signIn('admin');
  open('/ManageCenter');
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent('/ManageCenter/RaceManage'),
  );
  expect(
    await screen.findByText('创建比赛', { selector: '.ant-menu-title-content' }),
  ).toBeInTheDocument();
  expect(screen.getByText('综合模拟交易大赛')).toBeInTheDocument();
});

describe('the my-team page', () => {
  const team = () => ({
    teamID: 4,
    teamName: '价值投资组',
    members: [{ userID: 1, realName: '张三', traderID: 8 }],
  });

  it('opens for a member of a team, with 我的团队 in the menu', async () => {
    fakeServer({
      '/VERace/MatchManage/GetMatchGoing': () => [
        { matchID: 139, matchName: '综合模拟交易大赛', matchType: 1, traderID: '8' },
      ],
      '/VERace/TutorTeam/GetTeamIDs': () => [4],
      '/VERace/TutorTeam/GetMyTeam': team,
    });
    signIn('student');
    open('/ExchangeMonitor/MyTeam');
    // The guard waits for the team check, so the page stays (generous ceiling, no timing).
    expect(
      await screen.findByText('我的团队：价值投资组', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('我的团队', { selector: '.ant-menu-title-content' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/ExchangeMonitor/MyTeam');
  });

  it('sends a user without a team away once the team check answers', async () => {
    signIn('student');
    open('/ExchangeMonitor/MyTeam');
    // Rendering the whole area takes a while on a busy machine: a generous ceiling, no timing.
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/mainmatch'), {
      timeout: 20_000,
    });
  });
});
