import { Navigate, Route, Routes } from 'react-router-dom';
import { MainMatchPage } from './features/mainmatch/main-match-page';

/** Competition area: /mainmatch, personal center, management center, rankings (spec §2). */
export function AreaRoutes() {
  return (
    <div data-area="remote_competition">
      <Routes>
        <Route path="mainmatch" element={<MainMatchPage />} />
        <Route path="*" element={<Navigate to="/index" replace />} />
      </Routes>
    </div>
  );
}
