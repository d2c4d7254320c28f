import { AntdScope } from './common/kit-compat';
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

/**
 * The area mounts antd's providers itself (the shell's RemoteArea then adds none): the landing page
 * renders without antd, so /index loads no antd at all; every other page renders in an AntdScope.
 */
export const antdScope = 'own' as const;

/** Sign-in area: /index, /Login, /Register, /Forget, /guide (spec §2). */
export function AreaRoutes() {
  useAuthModule();
  return (
    <div data-area="remote_auth" className="ra-area">
      <AuthEffectsBridge />
      <Suspense fallback={null}>
        <Routes>
          {/* Bare: its antd parts (phone and QR login, the guide…) bring their own scopes. */}
          <Route path="index" element={<LandingPage />} />
          <Route
            path="Login"
            element={
              <AntdScope>
                <LoginPage />
              </AntdScope>
            }
          />
          <Route
            path="Register"
            element={
              <AntdScope>
                <RegisterPage />
              </AntdScope>
            }
          />
          <Route
            path="Forget"
            element={
              <AntdScope>
                <ForgetPage />
              </AntdScope>
            }
          />
          <Route
            path="guide"
            element={
              <AntdScope>
                <GuidePage />
              </AntdScope>
            }
          />
          <Route path="*" element={<Navigate to="/index" replace />} />
        </Routes>
      </Suspense>
    </div>
  );
}
