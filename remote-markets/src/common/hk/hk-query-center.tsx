import { formatBeijingTime, formatMoney } from '@portal/shared-kit';
import { Alert, Button, DatePicker, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { refetchAll, useAccountKey } from '../derivatives';
import type { HkSectionId } from './hk-api';
import { useHkSection } from './hk-context';
import { HkAssetBar } from './hk-desk';
import { hkApi, type HistoryArg } from './hk-endpoints';
import { exportHk, type HkRange, type HkTransfer } from './hk-lists';
import { HkFillsTable, HkOrdersTable, todayTabs } from './hk-tables';
import { useHkAccount } from './use-hk-account';

/** The end of a range may not be before its start. */
export const rangeError = (r: HkRange): string | null =>
  r.fromDate && r.toDate && r.toDate < r.fromDate ? '结束日期不能早于开始日期' : null;

/** 开始日期 / 结束日期 with 查询 and 导出 (the tab's list as .xlsx). */
function RangeBar({
  onQuery,
  onExport,
  testId,
}: {
  onQuery: (r: HkRange) => void;
  onExport: (r: HkRange) => void;
  testId: string;
}) {
  const [range, setRange] = useState<HkRange>({ fromDate: '', toDate: '' });
  const error = rangeError(range);
  const text = (v: string | string[] | null) => (typeof v === 'string' ? v : '');
  return (
    <div className="hk-range" data-testid={testId}>
      <DatePicker
        aria-label="开始日期"
        placeholder="开始日期"
        onChange={(_, v) => setRange((r) => ({ ...r, fromDate: text(v) }))}
      />
      <DatePicker
        aria-label="结束日期"
        placeholder="结束日期"
        onChange={(_, v) => setRange((r) => ({ ...r, toDate: text(v) }))}
      />
      <Button type="primary" disabled={!!error} onClick={() => onQuery(range)}>
        查询
      </Button>
      <Button disabled={!!error} onClick={() => onExport(range)}>
        导出
      </Button>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </div>
  );
}

type HistoryRead<T> = (
  arg: HistoryArg,
  options: { refetchOnMountOrArgChange: boolean },
) => { data?: T[]; isError: boolean; refetch: () => unknown };

const NONE: never[] = [];

/**
 * A history list of the section from the portal API: loads on entry (all dates) and on every
 * 查询 (a new range, or the same one again); a failed read shows no rows.
 */
function useHistory<T>(section: HkSectionId, useRead: HistoryRead<T>) {
  const [range, setRange] = useState<HkRange>({ fromDate: '', toDate: '' });
  const r = useRead(
    { section, account: useAccountKey(), ...range },
    { refetchOnMountOrArgChange: true },
  );
  const query = (next: HkRange) => {
    if (next.fromDate === range.fromDate && next.toDate === range.toDate) refetchAll([r.refetch]);
    else setRange(next);
  };
  return { rows: r.isError ? NONE : (r.data ?? NONE), query };
}

function TransfersTable({ rows, currency }: { rows: HkTransfer[]; currency: string }) {
  const columns: ColumnsType<HkTransfer> = [
    { title: '时间', dataIndex: 'time', render: (v: string) => formatBeijingTime(v ?? '') },
    { title: '交易日', dataIndex: 'tradingDate' },
    { title: '方向', dataIndex: 'directionName' },
    { title: `金额(${currency})`, dataIndex: 'amount', render: (v: number) => formatMoney(v) },
    {
      title: `转账后资金(${currency})`,
      dataIndex: 'balanceAfter',
      render: (v: number) => formatMoney(v),
    },
  ];
  return (
    <Table
      size="small"
      rowKey={(r) => String(r.transferId ?? r.time)}
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 20 }}
      data-testid="hk-transfers"
    />
  );
}

/**
 * QueryCenter: the section account's funds (with 待交收), holdings in HKD with their value in the
 * account's currency, today's and historical orders and fills and the transfers, each history
 * over a date range with its .xlsx export.
 */
export function HkQueryCenter() {
  const section = useHkSection();
  const account = useHkAccount();
  const cur = account.assets?.currencyName ?? 'CNY';
  const orders = useHistory(section, hkApi.endpoints.hkHistoryOrders.useQuery);
  const fills = useHistory(section, hkApi.endpoints.hkHistoryFills.useQuery);
  const transfers = useHistory(section, hkApi.endpoints.hkTransfers.useQuery);
  const tab = (
    key: 'orders' | 'fills' | 'transfers',
    label: string,
    query: (r: HkRange) => void,
    table: ReactNode,
  ) => ({
    key,
    label,
    children: (
      <>
        <RangeBar
          testId={`hk-range-${key}`}
          onQuery={query}
          onExport={(r) => void exportHk(section, key, r).catch(() => undefined)}
        />
        {table}
      </>
    ),
  });
  return (
    <div className="hk-desk" data-testid="hk-query-center">
      <HkAssetBar assets={account.assets} rules={null} />
      <Tabs
        items={[
          ...todayTabs(account, cur),
          tab('orders', '历史委托', orders.query, <HkOrdersTable rows={orders.rows} />),
          tab('fills', '历史成交', fills.query, <HkFillsTable rows={fills.rows} currency={cur} />),
          tab(
            'transfers',
            '银证转账',
            transfers.query,
            <TransfersTable rows={transfers.rows} currency={cur} />,
          ),
        ]}
      />
    </div>
  );
}
