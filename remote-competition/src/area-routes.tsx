import { StoreProvider } from '@portal/shared-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CompetitionLayout } from './features/mainmatch/competition-layout';
import { MainMatchPage } from './features/mainmatch/main-match-page';
import { MarketCenterPage } from './features/market-center/market-center-page';
import { ScreenerPage } from './features/screener/screener-page';
import { useCompetitionModule } from './state/competition-module';
import './styles/competition.css';

function CompetitionRoutes() {
  useCompetitionModule();
  return (
    <Routes>
      <Route element={<CompetitionLayout />}>
        <Route path="mainmatch" element={<MainMatchPage />} />
        <Route path="ResearchAnalysis/*" element={null} />
        <Route path="TrainkEquityScreener/*" element={<ScreenerPage />} />
        <Route path="marketCenter/*" element={<MarketCenterPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}

/** Competition area: /mainmatch, personal center, management center, rankings (spec §2). */
export function AreaRoutes() {
  return (
    <div data-area="remote_competition">
      <StoreProvider>
        <CompetitionRoutes />
      </StoreProvider>
    </div>
  );
}
