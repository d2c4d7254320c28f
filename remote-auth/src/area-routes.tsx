import { Navigate, Route, Routes } from 'react-router-dom';
import { LandingPage } from './features/landing/landing-page';

/** Sign-in area: /index, /Login, /Register, /Forget, /guide (spec §2). */
export function AreaRoutes() {
  return (
    <div data-area="remote_auth">
      <Routes>
        <Route path="index" element={<LandingPage />} />
        <Route path="Login" element={<LandingPage />} />
        <Route path="*" element={<Navigate to="/index" replace />} />
      </Routes>
    </div>
  );
}
