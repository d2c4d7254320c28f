import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';

/** The four top tabs of spec §2, 0 to 3, with the path each opens. */
export const TOP_TABS = [
  { key: '0', label: '模拟交易', path: '/mainmatch' },
  { key: '1', label: '研究分析', path: '/ResearchAnalysis' },
  { key: '2', label: '条件选股', path: '/TrainkEquityScreener/conditionalStock' },
  { key: '3', label: '行情中心', path: '/marketCenter/SHSZMarkets/index' },
] as const;

/** The tab a path belongs to: research, screener and market center by their first segment. */
export function topTabOf(pathname: string): string {
  if (pathname.startsWith('/ResearchAnalysis')) return '1';
  if (pathname.startsWith('/TrainkEquityScreener')) return '2';
  if (pathname.startsWith('/marketCenter')) return '3';
  return '0';
}

/** Top tabs of the competition shell. */
export function TopTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs
      className="cmp-top-tabs"
      activeKey={topTabOf(pathname)}
      onChange={(key) => navigate(TOP_TABS.find((t) => t.key === key)?.path ?? '/mainmatch')}
      items={TOP_TABS.map((t) => ({ key: t.key, label: t.label }))}
    />
  );
}
