import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { portalTheme } from './antd-theme';

const theme = portalTheme();

/** antd's locale, size and theme around `children`: what every antd component of the portal needs. */
function Themed({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} componentSize="small" theme={theme}>
      {children}
    </ConfigProvider>
  );
}

// antd's static methods (message.error … called outside any scope, e.g. by the HTTP client) render
// in a holder of their own: it gets the same theme and locale as the scopes.
ConfigProvider.config({ holderRender: (children) => <Themed>{children}</Themed> });

/**
 * The antd scope: locale, size, theme and antd's App (its message, modal and notification hooks),
 * adding no element of its own to the page. Loaded by AntdScope when something antd renders.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <Themed>
      <App component={false}>{children}</App>
    </Themed>
  );
}
