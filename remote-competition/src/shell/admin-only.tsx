import { useSession } from '@portal/shared-kit';
import { Navigate, Outlet } from 'react-router-dom';
import { isCompetitionAdmin } from './use-match-bootstrap';

/** Routes for competition-side admins only (spec §6); anyone else goes to the main page. */
export function AdminOnly() {
  const { role } = useSession();
  return isCompetitionAdmin(role) ? <Outlet /> : <Navigate to="/mainmatch" replace />;
}
