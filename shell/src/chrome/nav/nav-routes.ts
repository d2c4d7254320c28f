/** First path segments whose pages show the portal's navigation bar (home and user-center pages). */
const NAV_TITLES: Readonly<Record<string, string>> = {
  index: '',
  Login: '用户登录',
  Register: '用户注册',
  Forget: '找回密码',
  guide: '操作指南',
  UserCenter: '个人中心',
  ManageCenter: '管理中心',
  ExchangeMonitor: '比赛监控',
  racingInfo: '比赛信息',
  competitionFunds: '资金管理',
  CombineAnalyze: '组合分析',
  ExperimentalReport: '实验报告',
  OwnSecurity: '自选股',
  StarProduct: '明星产品',
  HelpCenter: '帮助中心',
};

const firstSegment = (pathname: string): string => pathname.split('/').filter(Boolean)[0] ?? '';

/** True when the page at `pathname` shows the navigation bar (other areas bring their own header). */
export function showsNavBar(pathname: string): boolean {
  return firstSegment(pathname) in NAV_TITLES;
}

/** The default navigation-bar title of a page. */
export function navTitleOf(pathname: string): string {
  return NAV_TITLES[firstSegment(pathname)] ?? '';
}

/** True on the landing page, where the bar is transparent and hides back/forward. */
export function isLanding(pathname: string): boolean {
  return pathname === '/index' || pathname === '/index/';
}
