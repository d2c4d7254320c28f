// Benchmark only: one page of the portal as one plain webpack bundle without Module Federation, so
// the portal-load benchmark can show what federation costs. The shell's providers and page chrome,
// the portal manifest read at boot as the shell does (from the page), and the page's area imported
// statically.
// Never served by the portal.
import { setPortalManifest, StoreProvider } from '@portal/shared-kit';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PortalLayout } from '../../../shell/src/chrome/portal-layout';
import { bootPortalManifest } from '../../../shell/src/federation/portal-manifest';

export async function bootPlain(Area: ComponentType): Promise<void> {
  setPortalManifest(await bootPortalManifest());
  const router = createBrowserRouter([
    { path: '/', element: <PortalLayout />, children: [{ path: '*', element: <Area /> }] },
  ]);
  createRoot(document.getElementById('root') as HTMLElement).render(
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
    </ConfigProvider>,
  );
}
