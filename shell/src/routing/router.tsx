import { createBrowserRouter, Navigate } from 'react-router-dom';
import { PortalLayout } from '../chrome/portal-layout';
import { AreaOutlet } from './area-outlet';

/** The portal's one router: `/` → /index, everything else to the owning remote area. */
export function createPortalRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <PortalLayout />,
      children: [
        { index: true, element: <Navigate to="/index" replace /> },
        { path: '*', element: <AreaOutlet /> },
      ],
    },
  ]);
}
