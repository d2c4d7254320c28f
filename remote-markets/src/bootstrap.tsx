import { renderStandalone } from '@portal/shared-kit/dev';
import { AreaRoutes } from './area-routes';

/** Where the standalone page's route index leads: the sections' pages (spec §2). */
const ROUTES = [
  { path: '/SHSZMarkets/index', label: '沪深A股 · 交易' },
  { path: '/SHSZMarkets/QueryCenter', label: '沪深A股 · 查询中心' },
  { path: '/SHSZMarkets/QuoteList', label: '沪深A股 · 行情中心' },
  { path: '/SHSZMarkets/F9', label: '沪深A股 · 深度资料' },
] as const;

// Standalone page for developing this remote alone (`npm run dev -w @portal/remote-markets`);
// the portal never loads it.
renderStandalone({ title: '市场板块', routes: ROUTES, children: <AreaRoutes /> });
