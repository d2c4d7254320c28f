import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { AppConfig } from './config';
import { ForexDetailPage } from './forex-detail-page';
import { signalrConnection } from './signalr-connection';

/** The whole app: antd in Chinese around the one page. */
export function App({ config }: { config: AppConfig }) {
  return (
    <ConfigProvider locale={zhCN}>
      <ForexDetailPage config={config} connect={signalrConnection} />
    </ConfigProvider>
  );
}
