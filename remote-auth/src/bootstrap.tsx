import { renderStandalone } from '@portal/shared-kit/dev';
import { AreaRoutes } from './area-routes';

/** Where the standalone page's route index leads (spec §2). */
const ROUTES = [
  { path: '/index', label: '首页与登录' },
  { path: '/Login', label: '登录' },
  { path: '/Register', label: '注册' },
  { path: '/Forget', label: '找回密码' },
  { path: '/guide', label: '操作指南' },
] as const;

// Standalone page for developing this remote alone (`npm run dev -w @portal/remote-auth`); the
// portal never loads it.
renderStandalone({
  title: '登录与注册',
  routes: ROUTES,
  ownsIndex: true,
  children: <AreaRoutes />,
});
