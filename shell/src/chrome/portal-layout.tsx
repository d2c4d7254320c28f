import { Outlet } from 'react-router-dom';

/** Page chrome around every area. */
export function PortalLayout() {
  return (
    <div className="portal-layout">
      <Outlet />
    </div>
  );
}
