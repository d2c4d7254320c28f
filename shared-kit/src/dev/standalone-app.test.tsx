import { configure, render, screen } from '@testing-library/react';
import { StandaloneApp } from './standalone-app';

// antd renders slowly in jsdom on a shared machine; the waits are for rendering, not timing.
configure({ asyncUtilTimeout: 10_000 });

const ROUTES = [{ path: '/UserCenter/MyRace', label: '我的比赛' }];

function openAt(path: string, ownsIndex = false) {
  window.history.pushState({}, '', path);
  render(
    <StandaloneApp title="仿真竞赛" routes={ROUTES} ownsIndex={ownsIndex}>
      <div data-testid="area">area</div>
    </StandaloneApp>,
  );
}

it('starts from the route index at / with a sign-in against the local server', () => {
  openAt('/');
  expect(screen.getByTestId('dev-route-index')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '我的比赛' })).toHaveAttribute(
    'href',
    '/UserCenter/MyRace',
  );
  expect(screen.getByRole('button', { name: '登录本地服务器' })).toBeInTheDocument();
  expect(screen.queryByTestId('area')).not.toBeInTheDocument();
});

it('hands any deep path to the remote’s own routes', () => {
  openAt('/UserCenter/MyRace');
  expect(screen.getByTestId('area')).toBeInTheDocument();
});

it('answers /index with the route index unless the remote owns it', () => {
  openAt('/index');
  expect(screen.getByTestId('dev-route-index')).toBeInTheDocument();
});

it('leaves /index to a remote that owns it (remote-auth)', () => {
  openAt('/index', true);
  expect(screen.getByTestId('area')).toBeInTheDocument();
});
