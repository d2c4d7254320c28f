import { useSession } from '@portal/shared-kit';
import { FloatButton, Layout, Spin } from 'antd';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { DeepDataContext, type SecurityRef } from '../common/deep-data-context';
import { DeepDataDrawer } from '../features/deep-data/deep-data-drawer';
import { SecuritySearch } from '../features/mainmatch/components/security-search';
import { ServerClock } from '../features/mainmatch/components/server-clock';
import { TopTabs } from '../features/mainmatch/components/top-tabs';
import { UserMenu } from '../features/mainmatch/components/user-menu';
import { matchSlice } from './match/match.slice';
import { ResearchAnalysisPage } from '../features/research/research-analysis-page';
import { selectMatch } from '../state/competition-key';
import { CurrentMatchSwitcher } from './current-match-bar';
import { LeftMenu } from './left-menu';
import { buildCompetitionMenu } from './menu-model';
import { isCompetitionAdmin } from './use-match-bootstrap';
import { useMenu } from './use-menu';

/**
 * The competition shell of spec §2: header (switcher, tabs, search, clock, personal center,
 * user menu), left menu, page and back-to-top (the portal's help box floats beside it). The
 * research tab stays mounted once opened, so switching tabs keeps its state.
 */
export function CompetitionLayout() {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const session = useSession();
  const match = useSelector(selectMatch);
  const menu = useMenu(buildCompetitionMenu);
  const [researchOpened, setResearchOpened] = useState(false);
  const [deep, setDeep] = useState<SecurityRef | null>(null);
  const onResearch = pathname.startsWith('/ResearchAnalysis');
  if (onResearch && !researchOpened) setResearchOpened(true);
  return (
    <DeepDataContext.Provider value={setDeep}>
      <Layout className="cmp-shell">
        <Layout.Header className="cmp-header">
          <div className="cmp-brand">仿真竞赛</div>
          <CurrentMatchSwitcher />
          <TopTabs />
          <SecuritySearch onOpen={setDeep} />
          <div className="cmp-header-right">
            <ServerClock time={match.serverTime} readAt={match.serverTimeReadAt} />
            <UserMenu
              name={session.user?.Name || session.user?.UserName || ''}
              unreadCount={session.unreadCount}
              isAdmin={isCompetitionAdmin(session.role)}
              onLogout={() => dispatch(matchSlice.actions.logout())}
            />
          </div>
        </Layout.Header>
        <Layout>
          <Layout.Sider width={200} className="cmp-sider" theme="light">
            <LeftMenu entries={menu} />
          </Layout.Sider>
          <Layout.Content className="cmp-content">
            {researchOpened ? (
              <div hidden={!onResearch}>
                <ResearchAnalysisPage />
              </div>
            ) : null}
            {onResearch ? null : <Outlet context={{ menu }} />}
          </Layout.Content>
        </Layout>
        <FloatButton.BackTop tooltip="回到顶部" style={{ insetInlineEnd: 88 }} />
        <DeepDataDrawer hit={deep} onClose={() => setDeep(null)} />
        <Spin spinning={match.switching} fullscreen description="加载中..." />
      </Layout>
    </DeepDataContext.Provider>
  );
}
