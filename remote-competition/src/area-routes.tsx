import { StoreProvider, useSession } from '@portal/shared-kit';
import { ConfigProvider } from 'antd';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CombineAnalyzePage } from './features/combine/combine-analyze-page';
import { MyCombinePage } from './features/combine/my-combine-page';
import { ExpReportPage } from './features/exp-report/exp-report-page';
import { FundsPage } from './features/funds/funds-page';
import { GroupAnalysisPage } from './features/group-analysis/group-analysis-page';
import { HelpCenterPage } from './features/help-center/help-center-page';
import { MainMatchPage } from './features/mainmatch/main-match-page';
import { MarketCenterPage } from './features/market-center/market-center-page';
import { MyTeamPage } from './features/my-team/my-team-page';
import { MyRacePage } from './features/my-race/my-race-page';
import { MarketScenarioPage } from './features/market-scenario/market-scenario-page';
import { RaceManagePage } from './features/race-manage/race-manage-page';
import { CompetOverPage } from './features/race-info/compet-over-page';
import { EndInfoPage } from './features/race-info/end-info-page';
import { RaceEndInfoPage } from './features/race-info/race-end-info-page';
import { RacingInfoPage } from './features/race-info/racing-info-page';
import { RaceSummaryPage } from './features/race-summary/race-summary-page';
import { RankPage } from './features/rank/rank-page';
import { ScreenerPage } from './features/screener/screener-page';
import { UserInfoPage } from './features/user-info/user-info-page';
import { UserManagePage } from './features/user-manage/user-manage-page';
import { OwnSecurityPage } from './features/watchlist/own-security-page';
import { StarProductPage } from './features/watchlist/star-product-page';
import { AdminOnly } from './shell/admin-only';
import { CenterLayout, ManageLayout } from './shell/center-layout';
import { CompetitionLayout } from './shell/competition-layout';
import { SignInPrompt } from './shell/sign-in-prompt';
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
        <Route path="UserCenter/MyCombine" element={<MyCombinePage />} />
        <Route path="competitionFunds" element={<FundsPage />} />
        <Route path="CombineAnalyze" element={<CombineAnalyzePage />} />
        <Route path="ExchangeMonitor/raceSummarize" element={<RaceSummaryPage />} />
        <Route path="ExchangeMonitor/GroupAnalysisFE" element={<GroupAnalysisPage />} />
        <Route path="ExchangeMonitor/Rank" element={<RankPage />} />
        <Route path="ExchangeMonitor/MyTeam" element={<MyTeamPage />} />
        <Route path="ExchangeMonitor/raceEndInfo" element={<RaceEndInfoPage />} />
        <Route
          path="ExchangeMonitor/raceEndSearch"
          element={<EndInfoPage title="往届比赛查询" />}
        />
        <Route path="racingInfo/endInfo" element={<EndInfoPage />} />
        <Route path="OwnSecurity" element={<OwnSecurityPage />} />
        <Route path="StarProduct" element={<StarProductPage />} />
        <Route path="HelpCenter" element={<HelpCenterPage />} />
        <Route path="ExperimentalReport/index" element={<ExpReportPage />} />
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
          <Route path="ManageCenter/RaceManage" element={<RaceManagePage />} />
          <Route path="ManageCenter/UserManage" element={<UserManagePage />} />
          <Route path="ManageCenter/MarketScenario" element={<MarketScenarioPage />} />
          <Route path="UserCenter/UserCompetOver" element={<CompetOverPage />} />
          <Route path="racingInfo/racingInfo" element={<RacingInfoPage />} />
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
