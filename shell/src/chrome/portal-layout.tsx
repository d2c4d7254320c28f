import { AntdScope, loadAntdScope, toasts, useSession } from '@portal/shared-kit';
import { lazy, Suspense, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { showPendingNotice, wireHttpClient } from './http-wiring';
import { AccountExpiryNotice } from './nav/account-expiry-notice';
import { NavBar } from './nav/nav-bar';
import { isLanding, navTitleOf, showsNavBar } from './nav/nav-routes';
import { setChromeEffects } from './state/chrome-effects';
import { useChromeModule } from './state/chrome-module';
import { TrainingOverlay } from './training-overlay';
import { useHubRegistration } from './use-hub-registration';
import { useScrollReset } from './use-scroll-reset';
import { sessionChecked, settingsRequested, titleSet } from './state/chrome.slice';
import './styles/chrome.css';

/** After the first render: antd's providers are fetched for the pages that follow. */
const ANTD_PREFETCH_MS = 1_000;

// Not shown on the landing page: fetched with the first other page, not with /index.
const HelpBox = lazy(() => import('./help/help-box').then((m) => ({ default: m.HelpBox })));

/** Page chrome around every area: navigation bar, expiry notice, help box, 401 wiring. */
export function PortalLayout() {
  useChromeModule();
  useHubRegistration();
  useScrollReset();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { token } = useSession();

  useEffect(() => {
    const unwire = wireHttpClient(toasts);
    showPendingNotice(toasts);
    return unwire;
  }, []);
  // The landing page renders without antd; the next page will need it: fetched once the page is idle.
  useEffect(() => {
    const timer = setTimeout(() => void loadAntdScope().catch(() => undefined), ANTD_PREFETCH_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    dispatch(settingsRequested());
  }, [dispatch]);
  useEffect(() => setChromeEffects({ navigate: (path) => void navigate(path) }), [navigate]);
  useEffect(() => {
    dispatch(titleSet(navTitleOf(pathname)));
  }, [dispatch, pathname]);
  useEffect(() => {
    if (token) dispatch(sessionChecked());
  }, [dispatch, token]);

  const nav = showsNavBar(pathname);
  return (
    <div className="portal-layout">
      {nav && <NavBar />}
      <AccountExpiryNotice />
      <Outlet />
      {!isLanding(pathname) && (
        <AntdScope>
          <Suspense fallback={null}>
            <HelpBox />
          </Suspense>
        </AntdScope>
      )}
      <TrainingOverlay />
    </div>
  );
}
