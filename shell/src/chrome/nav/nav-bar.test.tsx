import { StoreProvider, createAppStore, loadAntdScope, session } from '@portal/shared-kit';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { logout } from '../api/logout';
import { setChromeEffects } from '../state/chrome-effects';
import { chromeSaga } from '../state/chrome.saga';
import { CHROME_KEY } from '../state/chrome.selectors';
import { chromeSlice, expiryFound, titleSet } from '../state/chrome.slice';
import { NavBar } from './nav-bar';

jest.mock('../api/logout');

// antd renders slowly in jsdom on a shared machine; the waits are for rendering, not timing.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderNav(path: string) {
  const store = createAppStore();
  store.injectReducer(CHROME_KEY, chromeSlice.reducer);
  store.injectSaga(CHROME_KEY, chromeSaga);
  render(
    <App>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <NavBar />
          <Where />
        </MemoryRouter>
      </StoreProvider>
    </App>,
  );
  return store;
}

const user = {
  Token: 'tok',
  Name: '张三',
  UserName: 'student01',
  UserID: 3,
  Id: 3,
  MobilePhone: '13800000001',
  hasTrainUsePower: true,
  hasCombinePower: false,
};

beforeEach(() => {
  jest.clearAllMocks();
  session.clear();
});

describe('navigation bar', () => {
  // The avatar's dropdown renders inside antd's scope, fetched once for the file.
  beforeAll(() => loadAntdScope(), 60_000);
  it('shows a login link when nobody is signed in and is transparent on /index', () => {
    renderNav('/index');
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/index');
    expect(screen.getByTestId('nav-bar')).toHaveClass('sh-nav-transparent');
    expect(screen.queryByRole('button', { name: '后退' })).not.toBeInTheDocument();
  });

  it('is dark blue elsewhere, with back/forward arrows and the title from state', () => {
    const store = renderNav('/Register');
    expect(screen.getByRole('button', { name: '后退' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '前进' })).toBeInTheDocument();
    expect(screen.getByTestId('nav-bar')).toHaveClass('sh-nav-solid');
    store.dispatch(titleSet('用户注册'));
    return waitFor(() => expect(screen.getByText('用户注册')).toBeInTheDocument());
  });

  it('goes to /index from the logo', () => {
    renderNav('/Register');
    fireEvent.click(screen.getByText('证券投资教学与模拟交易竞赛平台'));
    expect(screen.getByTestId('location')).toHaveTextContent('/index');
  });

  it('shows the signed-in name and opens the user centre from the avatar', async () => {
    session.signIn(user);
    renderNav('/index');
    expect(await screen.findByTestId('nav-user')).toHaveTextContent('张三');
    fireEvent.click(screen.getByRole('button', { name: '个人中心' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/UserCenter');
  });

  it('logs out from the name dropdown', async () => {
    jest.mocked(logout).mockResolvedValue(true);
    const navigate = jest.fn();
    const restore = setChromeEffects({ navigate, pathname: () => '/UserCenter' });
    session.signIn(user);
    renderNav('/UserCenter');
    fireEvent.mouseEnter(await screen.findByTestId('nav-user'));
    fireEvent.click(screen.getByTestId('nav-user'));
    fireEvent.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/index'));
    restore();
    expect(session.getState().token).toBeNull();
    expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
  });

  it('warns a teacher whose account is about to expire on the avatar', async () => {
    session.signIn(user);
    session.setRole('teacher');
    const store = renderNav('/UserCenter');
    store.dispatch(expiryFound('2026-12-01T00:00:00Z'));
    fireEvent.mouseEnter(await screen.findByRole('button', { name: '个人中心' }));
    expect(
      await screen.findByText('您的账户即将于2026-12-01到期，请联系客服或销售人员续费。'),
    ).toBeInTheDocument();
  });
});
