import { useSession } from '@portal/shared-kit';
import { AntdScope } from '../../common/kit-compat';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { LoginPanel } from './components/login-panel';
import { lazyNamed } from '../../common/lazy-named';
import { selectLogin } from './state/login.selectors';
import { DEFAULT_LOGIN_TARGET, targetSet } from './state/login.slice';

// Shown once signed in (an antd card, in a scope of its own): a visitor's first load of /index does
// without it.
const WelcomeCard = lazyNamed(() => import('./components/welcome-card'), 'WelcomeCard');

/** The login card, or the welcome card once signed in; ?redirect= sets the target after login. */
export function LoginCard() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const { token } = useSession();
  const { bindPhone } = useSelector(selectLogin);
  useEffect(() => {
    dispatch(targetSet(redirect?.startsWith('/') ? redirect : DEFAULT_LOGIN_TARGET));
  }, [dispatch, redirect]);
  return token && !bindPhone ? (
    <AntdScope>
      <WelcomeCard />
    </AntdScope>
  ) : (
    <LoginPanel />
  );
}

/** Standalone /Login page. */
export function LoginPage() {
  return (
    <div className="ra-page ra-page-center">
      <LoginCard />
    </div>
  );
}
