import { Navigate, Route, Routes } from 'react-router-dom';
import { AuthEffectsBridge } from './common/auth-effects-bridge';
import { ForgetPage } from './features/forget/forget-page';
import { GuidePage } from './features/guide/guide-page';
import { LandingPage } from './features/landing/landing-page';
import { LoginPage } from './features/login/login-page';
import { RegisterPage } from './features/register/register-page';
import { useAuthModule } from './state/auth-module';
import './styles/auth.css';

/** Sign-in area: /index, /Login, /Register, /Forget, /guide (spec §2). */
export function AreaRoutes() {
  useAuthModule();
  return (
    <div data-area="remote_auth" className="ra-area">
      <AuthEffectsBridge />
      <Routes>
        <Route path="index" element={<LandingPage />} />
        <Route path="Login" element={<LoginPage />} />
        <Route path="Register" element={<RegisterPage />} />
        <Route path="Forget" element={<ForgetPage />} />
        <Route path="guide" element={<GuidePage />} />
        <Route path="*" element={<Navigate to="/index" replace />} />
      </Routes>
    </div>
  );
}
