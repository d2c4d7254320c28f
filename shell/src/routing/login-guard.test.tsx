import { session } from '@portal/shared-kit';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LoginGuard, needsSignIn } from './login-guard';
import type { AreaTarget } from './route-table';

const competition: AreaTarget = {
  remote: 'remote_competition',
  module: './Routes',
  key: 'remote_competition./Routes',
};
const shsz: AreaTarget = {
  remote: 'remote_markets',
  module: './SHSZMarkets',
  key: 'remote_markets./SHSZMarkets',
  frame: { remote: 'remote_competition', module: './Frame' },
};
const auth: AreaTarget = { remote: 'remote_auth', module: './Routes', key: 'remote_auth./Routes' };

function renderAt(path: string, target: AreaTarget) {
  return render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/index" element={<div>登录页</div>} />
          <Route
            path="*"
            element={
              <LoginGuard target={target}>
                <div>交易页</div>
              </LoginGuard>
            }
          />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

describe('the login guard', () => {
  afterEach(() => {
    cleanup();
    session.clear();
  });

  it('guards the competition area and every market section, not the login pages', () => {
    expect(needsSignIn(competition)).toBe(true);
    expect(needsSignIn(shsz)).toBe(true);
    expect(needsSignIn(auth)).toBe(false);
  });

  it('sends an anonymous visitor of /SHSZMarkets/index to /index with 请先登录', async () => {
    renderAt('/SHSZMarkets/index', shsz);
    expect(screen.getByText('登录页')).toBeInTheDocument();
    expect(screen.queryByText('交易页')).toBeNull();
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
  });

  it('lets a signed-in user in', () => {
    session.signIn({
      Token: 'tok',
      Name: '张三',
      UserName: 'student01',
      UserID: 1,
      Id: 1,
      MobilePhone: '',
      hasTrainUsePower: false,
      hasCombinePower: false,
    });
    renderAt('/mainmatch', competition);
    expect(screen.getByText('交易页')).toBeInTheDocument();
  });
});
