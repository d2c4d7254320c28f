import { StoreProvider } from '@portal/shared-kit';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createPortalRouter } from './routing/router';

/**
 * Whether the user asked the system for less motion (`prefers-reduced-motion: reduce`): antd's
 * dropdowns, dialogs and tabs then appear at once instead of animating. The e2e browser asks for
 * it too, so a click never lands on a list still sliding into place.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function PortalApp() {
  const [router] = useState(createPortalRouter);
  const [motion] = useState(() => !prefersReducedMotion());
  return (
    <ConfigProvider
      locale={zhCN}
      componentSize="small"
      theme={{ token: { colorPrimary: '#1f5fbf', zIndexPopupBase: 3000, motion } }}
    >
      <AntdApp>
        <StoreProvider>
          <RouterProvider router={router} />
        </StoreProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
