import { toasts, useSession } from '@portal/shared-kit';
import { useEffect, useRef, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { AreaTarget } from './route-table';

/** What an anonymous visitor of a guarded page is told on /index. */
export const SIGN_IN_FIRST = '请先登录';

/** Competition pages and every market section need a signed-in user (issue 23, spec §6). */
export function needsSignIn(target: AreaTarget): boolean {
  return target.remote === 'remote_competition' || target.frame !== undefined;
}

// Page-global: a session that ended in this page's life (logout, expiry) has its own message.
let signedInThisPage = false;

/** Sends an anonymous visitor to /index with 请先登录; silent after a logout or an expiry. */
function ToIndex() {
  const told = useRef(false);
  useEffect(() => {
    if (told.current || signedInThisPage) return;
    told.current = true;
    toasts.warning(SIGN_IN_FIRST);
  }, []);
  return <Navigate to="/index" replace />;
}

/** Renders `children` for a signed-in user; anonymous visitors of guarded areas go to /index. */
export function LoginGuard({ target, children }: { target: AreaTarget; children: ReactElement }) {
  const { token } = useSession();
  if (token) signedInThisPage = true;
  if (!token && needsSignIn(target)) return <ToIndex />;
  return children;
}
