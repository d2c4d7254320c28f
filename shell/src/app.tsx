import { StoreProvider } from '@portal/shared-kit';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createPortalRouter } from './routing/router';

/**
 * The portal: the store and the router. antd's providers are not here: each part that renders antd
 * (every area but the landing page, the signed-in chrome) mounts shared-kit's AntdScope, so the
 * landing page loads no antd at all.
 */
export function PortalApp() {
  const [router] = useState(createPortalRouter);
  return (
    <StoreProvider>
      <RouterProvider router={router} />
    </StoreProvider>
  );
}
