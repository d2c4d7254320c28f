import { StoreProvider } from '@portal/shared-kit';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AreaRoutes } from './area-routes';

// Standalone page for developing this remote alone (`npm run dev -w <remote>`); the portal never loads it.
createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider locale={zhCN} componentSize="small">
    <App>
      <StoreProvider>
        <BrowserRouter>
          <AreaRoutes />
        </BrowserRouter>
      </StoreProvider>
    </App>
  </ConfigProvider>,
);
