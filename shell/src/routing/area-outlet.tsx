import { usePortalManifest } from '@portal/shared-kit';
import { Navigate, useLocation } from 'react-router-dom';
import { RemoteArea } from '../federation/remote-area';
import { LoginGuard } from './login-guard';
import { resolveArea } from './route-table';

/**
 * Renders the remote that owns the current path; unknown or unlicensed paths go to /index, and so
 * do anonymous visitors of competition and market pages.
 */
export function AreaOutlet() {
  const { pathname } = useLocation();
  const manifest = usePortalManifest();
  const target = resolveArea(pathname, manifest);
  if (!target) return <Navigate to="/index" replace />;
  return (
    <LoginGuard target={target}>
      <RemoteArea key={target.key} target={target} />
    </LoginGuard>
  );
}
