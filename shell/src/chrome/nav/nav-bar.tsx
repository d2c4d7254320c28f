import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { AntdScope, useSession } from '@portal/shared-kit';
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { selectChrome } from '../state/chrome.selectors';
import { isLanding } from './nav-routes';
import { PortalLogo } from './portal-logo';

// The signed-in side (avatar, menu) is fetched once someone is signed in, not for a visitor of /index.
const NavUser = lazy(() => import('./nav-user').then((m) => ({ default: m.NavUser })));

/** The navigation bar of spec §2: transparent on /index, dark blue elsewhere. */
export function NavBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { token, user } = useSession();
  const { title } = useSelector(selectChrome);
  const landing = isLanding(pathname);
  return (
    <header
      className={`sh-nav ${landing ? 'sh-nav-transparent' : 'sh-nav-solid'}`}
      data-testid="nav-bar"
    >
      <div className="sh-nav-left">
        <button type="button" className="sh-logo" onClick={() => void navigate('/index')}>
          <PortalLogo />
          <span className="sh-logo-text">证券投资教学与模拟交易竞赛平台</span>
        </button>
        {!landing && (
          <span className="sh-nav-arrows">
            <button type="button" aria-label="后退" onClick={() => void navigate(-1)}>
              <ArrowLeftOutlined />
            </button>
            <button type="button" aria-label="前进" onClick={() => void navigate(1)}>
              <ArrowRightOutlined />
            </button>
          </span>
        )}
        {title && <span className="sh-nav-title">{title}</span>}
      </div>
      <div className="sh-nav-right">
        {token && user ? (
          <AntdScope>
            <Suspense fallback={null}>
              <NavUser user={user} />
            </Suspense>
          </AntdScope>
        ) : (
          <Link className="sh-nav-login" to="/index">
            登录
          </Link>
        )}
      </div>
    </header>
  );
}
