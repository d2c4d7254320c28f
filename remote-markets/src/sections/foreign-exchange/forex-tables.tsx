import { formatBeijingTime, formatMoney } from '@portal/shared-kit';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  cancelForexOrder,
  type CurrencyBalance,
  type ForexFill,
  type ForexOrder,
  type ForexPosition,
} from './forex-api';

const money = (v: number) => formatMoney(v);
/** What a margin-mode order does (虚盘). */
const EFFECT_NAMES: Record<string, string> = { open: '开仓', close: '平仓' };
const units = (v: number) => formatMoney(v, 0);

/** Balances per currency: CNY cash and each currency held, with its CNY value. */
export function BalancesTable({ rows }: { rows: CurrencyBalance[] }) {
  const columns: ColumnsType<CurrencyBalance> = [
    { title: '币种', dataIndex: 'currency' },
    {
      title: '余额',
      key: 'b',
      render: (_, r) => (r.currency === 'CNY' ? money(r.balance) : units(r.balance)),
    },
    {
      title: '可用',
      key: 'a',
      render: (_, r) => (r.currency === 'CNY' ? money(r.available) : units(r.available)),
    },
    {
      title: '冻结',
      key: 'f',
      render: (_, r) => (r.currency === 'CNY' ? money(r.frozen) : units(r.frozen)),
    },
    { title: '折合人民币', dataIndex: 'cnyValue', render: money },
    { title: '浮动盈亏(CNY)', dataIndex: 'floatingPL', render: money },
  ];
  return (
    <Table
      size="small"
      rowKey="currency"
      columns={columns}
      dataSource={rows}
      pagination={false}
      data-testid="fx-balances"
    />
  );
}

/** Holdings per pair (a balance of its base currency). */
export function ForexPositionsTable({ rows }: { rows: ForexPosition[] }) {
  const columns: ColumnsType<ForexPosition> = [
    { title: '货币对', dataIndex: 'security' },
    { title: '名称', dataIndex: 'securityName' },
    { title: '持有数量', dataIndex: 'qty', render: units },
    { title: '可卖', dataIndex: 'sellableQty', render: units },
    { title: '现价', dataIndex: 'lastPrice' },
    { title: '市值(CNY)', dataIndex: 'marketValue', render: money },
    { title: '浮动盈亏(CNY)', dataIndex: 'floatingPL', render: money },
  ];
  return (
    <Table
      size="small"
      rowKey="security"
      columns={columns}
      dataSource={rows}
      pagination={false}
      data-testid="fx-positions"
    />
  );
}

/** Today's orders; a working one can be cancelled. */
export function ForexOrdersTable({ rows, onChange }: { rows: ForexOrder[]; onChange: () => void }) {
  const columns: ColumnsType<ForexOrder> = [
    { title: '委托时间', key: 't', render: (_, r) => formatBeijingTime(r.orderTime) },
    { title: '货币对', dataIndex: 'security' },
    {
      title: '方向',
      key: 's',
      render: (_, r) => `${r.sideName}${EFFECT_NAMES[r.effect ?? ''] ?? ''}`,
    },
    { title: '委托价', dataIndex: 'price' },
    { title: '委托数量', dataIndex: 'orderQty' },
    { title: '成交数量', dataIndex: 'filledQty' },
    { title: '成交均价', dataIndex: 'avgPrice' },
    { title: '状态', dataIndex: 'statusName' },
    {
      title: '操作',
      key: 'op',
      render: (_, r) =>
        r.cancelable ? (
          <Button
            size="small"
            onClick={() => void cancelForexOrder(r.orderId).then(onChange, () => undefined)}
          >
            撤单
          </Button>
        ) : null,
    },
  ];
  return (
    <Table
      size="small"
      rowKey="orderId"
      columns={columns}
      dataSource={rows}
      pagination={false}
      data-testid="fx-orders"
    />
  );
}

/** Today's fills: amount and fees in CNY. */
export function ForexFillsTable({ rows }: { rows: ForexFill[] }) {
  const columns: ColumnsType<ForexFill> = [
    { title: '成交时间', key: 't', render: (_, r) => formatBeijingTime(r.time) },
    { title: '货币对', dataIndex: 'security' },
    { title: '方向', dataIndex: 'sideName' },
    { title: '成交价', dataIndex: 'price' },
    { title: '成交数量', dataIndex: 'qty' },
    { title: '成交金额(CNY)', dataIndex: 'amount', render: money },
    { title: '手续费(CNY)', dataIndex: 'fees', render: money },
  ];
  return (
    <Table
      size="small"
      rowKey="reportId"
      columns={columns}
      dataSource={rows}
      pagination={false}
      data-testid="fx-fills"
    />
  );
}
