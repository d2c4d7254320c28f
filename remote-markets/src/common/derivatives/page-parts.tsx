import { downloadFile } from '@portal/shared-kit';
import { Button, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { accountParams } from './account-params';

/** 导出: downloads the server's .xlsx of a list (`forAccount`: of the current account). */
export function ExportButton({
  url,
  params = {},
  fileName,
  testId,
  forAccount = false,
}: {
  url: string;
  params?: Record<string, string>;
  fileName: string;
  testId?: string;
  forAccount?: boolean;
}) {
  return (
    <Button
      size="small"
      onClick={() =>
        void (forAccount ? accountParams() : Promise.resolve({}))
          .then((account) => downloadFile({ url, fileName, params: { ...account, ...params } }))
          .catch(() => undefined)
      }
      data-testid={testId}
    >
      导出
    </Button>
  );
}

/** The account's capital line: label and shown value per item. */
export function CapitalBar({
  items,
  testId,
}: {
  items: Array<[string, string, string]>;
  testId: string;
}) {
  return (
    <div className="dv-capital" data-testid={testId}>
      {items.map(([label, value, id]) => (
        <span key={id}>
          <span className="dv-muted">{label}</span> <b data-testid={id}>{value}</b>
        </span>
      ))}
    </div>
  );
}

/** The account lists under a trading desk: 持仓, 当日委托, 当日成交 and any further tabs. */
export function AccountTabs({
  holdings,
  orders,
  fills,
  more = [],
}: {
  holdings: ReactNode;
  orders: ReactNode;
  fills: ReactNode;
  more?: Array<{ key: string; label: string; children: ReactNode }>;
}) {
  return (
    <Tabs
      size="small"
      items={[
        { key: 'holdings', label: '持仓', children: holdings },
        { key: 'orders', label: '当日委托', children: orders },
        { key: 'fills', label: '当日成交', children: fills },
        ...more,
      ]}
    />
  );
}
