import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AuthEffectsBridge } from './common/auth-effects-bridge';
import { lazyNamed } from './common/lazy-named';
import { LandingPage } from './features/landing/landing-page';
import { LoginPage } from './features/login/login-page';
import { useAuthModule } from './state/auth-module';
import './styles/auth.css';

// Fetched when first opened: the landing page (/index) and /Login load without them.
const RegisterPage = lazyNamed(() => import('./features/register/register-page'), 'RegisterPage');
const ForgetPage = lazyNamed(() => import('./features/forget/forget-page'), 'ForgetPage');
const GuidePage = lazyNamed(() => import('./features/guide/guide-page'), 'GuidePage');

/** Sign-in area: /index, /Login, /Register, /Forget, /guide (spec §2). */
export function AreaRoutes() {
  useAuthModule();
  return (
    <div data-area="remote_auth" className="ra-area">
      <AuthEffectsBridge />
      <Suspense fallback={null}>
        <Routes>
          <Route path="index" element={<LandingPage />} />
          <Route path="Login" element={<LoginPage />} />
          <Route path="Register" element={<RegisterPage />} />
          <Route path="Forget" element={<ForgetPage />} />
          <Route path="guide" element={<GuidePage />} />
          <Route path="*" element={<Navigate to="/index" replace />} />
        </Routes>
      </Suspense>
    </div>
  );
}
