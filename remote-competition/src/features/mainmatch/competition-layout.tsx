import { type MatchInfo } from '@portal/shared-kit';
import { Layout, Spin } from 'antd';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { DeepDataContext, type SecurityRef } from '../../common/deep-data-context';
import { DeepDataDrawer } from '../deep-data/deep-data-drawer';
import { ResearchAnalysisPage } from '../research/research-analysis-page';
import { HelpPanel } from './components/help-panel';
import { LeftMenu } from './components/left-menu';
import { MatchSwitcher } from './components/match-switcher';
import { SecuritySearch } from './components/security-search';
import { ServerClock } from './components/server-clock';
import { TopTabs } from './components/top-tabs';
import { UserMenu } from './components/user-menu';
import { matchSlice } from './state/match.slice';
import { useCompetitionShell } from './use-competition-shell';

/**
 * The competition shell of spec §2: header (switcher, tabs, search, clock, personal center,
 * user menu), left menu, page outlet, help panel and back-to-top. The research tab stays
 * mounted once opened so switching tabs keeps its state.
 */
export function CompetitionLayout() {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const { session, match, menu, isAdmin, signedIn } = useCompetitionShell();
  const [researchOpened, setResearchOpened] = useState(false);
  const [deepCodes, setDeepCodes] = useState<SecurityRef | null>(null);
  const onResearch = pathname.startsWith('/ResearchAnalysis');
  if (onResearch && !researchOpened) setResearchOpened(true);
  if (!signedIn) return <Navigate to="/index" replace />;

  return (
    <DeepDataContext.Provider value={setDeepCodes}>
      <Layout className="cmp-shell">
        <Layout.Header className="cmp-header">
          <div className="cmp-brand">仿真竞赛</div>
          <MatchSwitcher
            matches={match.matches}
            combines={match.combines}
            current={session.currentMatch}
            onSelect={(m: MatchInfo) => dispatch(matchSlice.actions.switchTo(m))}
          />
          <TopTabs />
          <SecuritySearch onOpen={setDeepCodes} />
          <div className="cmp-header-right">
            <ServerClock time={match.serverTime} readAt={match.serverTimeReadAt} />
            <UserMenu
              name={session.user?.Name || session.user?.UserName || ''}
              unreadCount={session.unreadCount}
              isAdmin={isAdmin}
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
        <HelpPanel />
        <DeepDataDrawer hit={deepCodes} onClose={() => setDeepCodes(null)} />
        <Spin spinning={match.switching} fullscreen tip="加载中..." />
      </Layout>
    </DeepDataContext.Provider>
  );
}
