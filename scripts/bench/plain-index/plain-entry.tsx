// Benchmark only: the /index page as one plain webpack bundle without Module Federation, so the
// portal-load benchmark can show what federation costs. Same providers as the shell. Never served by the portal.
import { StoreProvider } from '@portal/shared-kit';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AreaRoutes } from '../../../remote-auth/src/area-routes';

createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider locale={zhCN} componentSize="small">
    <AntdApp>
      <StoreProvider>
        <BrowserRouter>
          <AreaRoutes />
        </BrowserRouter>
      </StoreProvider>
    </AntdApp>
  </ConfigProvider>,
);
