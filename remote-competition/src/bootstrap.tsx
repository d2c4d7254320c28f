import { renderStandalone } from '@portal/shared-kit/dev';
import { AreaRoutes } from './area-routes';

/** Where the standalone page's route index leads (spec §2). */
const ROUTES = [
  { path: '/mainmatch', label: '仿真竞赛首页' },
  { path: '/UserCenter/MyRace', label: '个人中心 · 我的比赛' },
  { path: '/UserCenter/UserInfo', label: '个人中心 · 个人信息' },
  { path: '/UserCenter/MyCombine', label: '个人中心 · 我的组合' },
  { path: '/competitionFunds', label: '资金管理（银证转账）' },
  { path: '/ExchangeMonitor/Rank', label: '收益排名' },
  { path: '/ExchangeMonitor/raceSummarize', label: '个人比赛状况' },
  { path: '/ResearchAnalysis', label: '研究分析' },
  { path: '/TrainkEquityScreener', label: '条件选股' },
  { path: '/marketCenter', label: '市场中心' },
  { path: '/ManageCenter', label: '管理中心（管理员）' },
] as const;

// Standalone page for developing this remote alone (`npm run dev -w @portal/remote-competition`);
// the portal never loads it.
renderStandalone({ title: '仿真竞赛', routes: ROUTES, children: <AreaRoutes /> });
