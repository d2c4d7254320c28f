import { StoreProvider } from '@portal/shared-kit';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createPortalRouter } from './routing/router';

export function PortalApp() {
  const [router] = useState(createPortalRouter);
  return (
    <ConfigProvider
      locale={zhCN}
      componentSize="small"
      theme={{ token: { colorPrimary: '#1f5fbf', zIndexPopupBase: 3000 } }}
    >
      <AntdApp>
        <StoreProvider>
          <RouterProvider router={router} />
        </StoreProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
