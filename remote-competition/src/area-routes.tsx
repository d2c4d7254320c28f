import { StoreProvider, useSession } from '@portal/shared-kit';
import { ConfigProvider } from 'antd';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FundsPage } from './features/funds/funds-page';
import { MainMatchPage } from './features/mainmatch/main-match-page';
import { MarketCenterPage } from './features/market-center/market-center-page';
import { MyRacePage } from './features/my-race/my-race-page';
import { RaceManagePage } from './features/race-manage/race-manage-page';
import { RankPage } from './features/rank/rank-page';
import { ScreenerPage } from './features/screener/screener-page';
import { UserInfoPage } from './features/user-info/user-info-page';
import { UserManagePage } from './features/user-manage/user-manage-page';
import { AdminOnly } from './shell/admin-only';
import { SignInPrompt } from './shell/sign-in-prompt';
import { CenterLayout, ManageLayout } from './shell/center-layout';
import { CompetitionLayout } from './shell/competition-layout';
import { useMatchBootstrap } from './shell/use-match-bootstrap';
import { useCompetitionModule } from './state/competition-module';
import './styles/competition.css';

function SignedInRoutes() {
  useMatchBootstrap();
  return (
    <Routes>
      <Route element={<CompetitionLayout />}>
        <Route path="mainmatch" element={<MainMatchPage />} />
        <Route path="ResearchAnalysis/*" element={null} />
        <Route path="TrainkEquityScreener/*" element={<ScreenerPage />} />
        <Route path="marketCenter/*" element={<MarketCenterPage />} />
      </Route>
      <Route element={<CenterLayout />}>
        <Route path="UserCenter" element={<Navigate to="/UserCenter/MyRace" replace />} />
        <Route path="UserCenter/UserInfo" element={<UserInfoPage />} />
        <Route path="UserCenter/MyRace" element={<MyRacePage />} />
        <Route path="competitionFunds" element={<FundsPage />} />
        <Route path="ExchangeMonitor/Rank" element={<RankPage />} />
        <Route element={<AdminOnly />}>
          <Route path="UserCenter/UserManage" element={<UserManagePage />} />
          <Route path="UserCenter/RaceManage" element={<RaceManagePage />} />
        </Route>
      </Route>
      <Route element={<AdminOnly />}>
        <Route element={<ManageLayout />}>
          <Route
            path="ManageCenter"
            element={<Navigate to="/ManageCenter/RaceManage?current=0" replace />}
          />
          <Route path="ManageCenter/UserManage" element={<UserManagePage />} />
          <Route path="ManageCenter/RaceManage" element={<RaceManagePage />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/mainmatch" replace />} />
    </Routes>
  );
}

function CompetitionRoutes() {
  useCompetitionModule();
  const { token } = useSession();
  // Every competition page needs a signed-in user.
  return token ? <SignedInRoutes /> : <SignInPrompt />;
}

/** Competition area: /mainmatch, personal center, management center, rankings (spec §2). */
export function AreaRoutes() {
  return (
    <div data-area="remote_competition">
      {/* Button texts stay as worded (antd would space out two-character labels such as 报名). */}
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <StoreProvider>
          <CompetitionRoutes />
        </StoreProvider>
      </ConfigProvider>
    </div>
  );
}
