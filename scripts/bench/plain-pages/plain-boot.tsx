// Benchmark only: one page of the portal as one plain webpack bundle without Module Federation, so
// the portal-load benchmark can show what federation costs. The shell's providers and page chrome,
// the portal manifest fetched at boot as the shell does, and the page's area imported statically.
// Never served by the portal.
import { setPortalManifest, StoreProvider, type PortalManifest } from '@portal/shared-kit';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PortalLayout } from '../../../shell/src/chrome/portal-layout';

export async function bootPlain(Area: ComponentType): Promise<void> {
  const response = await fetch('/portal/remotes.json', { cache: 'no-store' });
  setPortalManifest((await response.json()) as PortalManifest);
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
