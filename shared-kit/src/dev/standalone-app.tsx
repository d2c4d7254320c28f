import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { StoreProvider } from '@portal/shared-kit';
import { RouteIndex, type DevRoute } from './route-index';

/** Props of StandaloneApp. */
export interface StandaloneAppProps {
  /** The remote's name as people say it (e.g. 仿真竞赛). */
  title: string;
  routes: readonly DevRoute[];
  /** The remote owns /index (remote-auth): its landing page, not the route index, answers there. */
  ownsIndex?: boolean;
  /** The remote's routes. */
  children: ReactNode;
}

/**
 * A remote's page on its own dev server: the providers the shell would give, the route index at /
 * (and at /index, where guards send a visitor who is not signed in, unless the remote owns it) and
 * every other path to the remote's own routes.
 */
export function StandaloneApp({ title, routes, ownsIndex = false, children }: StandaloneAppProps) {
  const index = <RouteIndex title={title} routes={routes} />;
  return (
    <ConfigProvider locale={zhCN} componentSize="small">
      <App>
        <StoreProvider>
          <BrowserRouter>
            <Routes>
              <Route path="/" element={index} />
              <Route path="/__routes" element={index} />
              {!ownsIndex && <Route path="/index" element={index} />}
              <Route path="*" element={children} />
            </Routes>
          </BrowserRouter>
        </StoreProvider>
      </App>
    </ConfigProvider>
  );
}

/** Renders a remote's standalone page into #root (its bootstrap's one call). */
export function renderStandalone(props: StandaloneAppProps): void {
  createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneApp {...props} />);
}
