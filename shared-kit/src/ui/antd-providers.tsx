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
 * The antd scope: locale, size, theme and antd's App (its message, modal and notification hooks).
 * `page`: App's element around `children` (antd's base text and link styles, its CSS variables'
 * root), as the whole portal had it when the providers sat at its root; otherwise no element.
 * Loaded by AntdScope when something antd renders.
 */
export function AntdProviders({ children, page = false }: { children: ReactNode; page?: boolean }) {
  return (
    <Themed>
      <App component={page ? 'div' : false}>{children}</App>
    </Themed>
  );
}
