import { formatBeijingTime, formatMoney } from '@portal/shared-kit';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  cancelOptionOrder,
  type OptionFill,
  type OptionHolding,
  type OptionOrder,
} from './options-api';

const pl = (v: number) => (
  <span className={v > 0 ? 'op-up' : v < 0 ? 'op-down' : ''}>{formatMoney(v)}</span>
);
const time = (iso: string) => formatBeijingTime(iso, 'time');
const money = (v: number) => formatMoney(v);

/** L (权利仓) and S (义务仓) holdings with their P&L and margin. */
export function HoldingsTable({
  rows,
  onClose,
}: {
  rows: OptionHolding[];
  onClose: (h: OptionHolding) => void;
}) {
  const columns: ColumnsType<OptionHolding> = [
    { title: '合约', dataIndex: 'security', render: (v: string, r) => `${r.securityName} ${v}` },
    {
      title: '持仓类型',
      dataIndex: 'posSideName',
      render: (v: string, r) => (
        <span className={r.posSide === 'L' ? 'op-up' : 'op-down'}>{v}</span>
      ),
    },
    { title: '持仓', dataIndex: 'qty', align: 'right' },
    { title: '可平', dataIndex: 'closableQty', align: 'right' },
    { title: '开仓均价', dataIndex: 'avgPrice', align: 'right' },
    { title: '最新价', dataIndex: 'lastPrice', align: 'right' },
    { title: '市值', dataIndex: 'marketValue', align: 'right', render: money },
    { title: '浮动盈亏', dataIndex: 'floatingPL', align: 'right', render: pl },
    { title: '占用保证金', dataIndex: 'margin', align: 'right', render: money },
    {
      title: '操作',
      key: 'op',
      render: (_: unknown, r) => (
        <Button size="small" onClick={() => onClose(r)} disabled={r.closableQty <= 0}>
          平仓
        </Button>
      ),
    },
  ];
  return (
    <Table
      size="small"
      rowKey={(r) => `${r.security}.${r.posSide}`}
      columns={columns}
      dataSource={rows}
      pagination={false}
      data-testid="options-holdings"
    />
  );
}

/** Today's orders; a working order can be cancelled. */
export function OrdersTable({ rows, onChange }: { rows: OptionOrder[]; onChange?: () => void }) {
  const columns: ColumnsType<OptionOrder> = [
    { title: '时间', dataIndex: 'orderTime', render: time },
    { title: '合约', dataIndex: 'security', render: (v: string, r) => `${r.securityName} ${v}` },
    { title: '买卖开平', dataIndex: 'actionName' },
    { title: '委托价', dataIndex: 'price', align: 'right' },
    { title: '委托量', dataIndex: 'orderQty', align: 'right' },
    { title: '成交量', dataIndex: 'filledQty', align: 'right' },
    { title: '成交均价', dataIndex: 'avgPrice', align: 'right' },
    { title: '状态', dataIndex: 'statusName' },
    {
      title: '操作',
      key: 'op',
      render: (_: unknown, r) =>
        r.cancelable && onChange ? (
          <Button
            size="small"
            onClick={() =>
              void cancelOptionOrder(r.orderId)
                .then(onChange)
                .catch(() => undefined)
            }
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
      data-testid="options-orders"
    />
  );
}

/** Today's fills and day records with the realised P&L. */
export function FillsTable({ rows }: { rows: OptionFill[] }) {
  const columns: ColumnsType<OptionFill> = [
    { title: '时间', dataIndex: 'time', render: time },
    { title: '合约', dataIndex: 'security', render: (v: string, r) => `${r.securityName} ${v}` },
    { title: '买卖开平', dataIndex: 'actionName' },
    { title: '持仓类型', dataIndex: 'posSideName' },
    { title: '成交价', dataIndex: 'price', align: 'right' },
    { title: '成交量', dataIndex: 'qty', align: 'right' },
    { title: '成交金额', dataIndex: 'amount', align: 'right', render: money },
    { title: '手续费', dataIndex: 'fees', align: 'right', render: money },
    { title: '平仓盈亏', dataIndex: 'realised', align: 'right', render: pl },
  ];
  return (
    <Table
      size="small"
      rowKey="reportId"
      columns={columns}
      dataSource={rows}
      pagination={false}
      data-testid="options-fills"
    />
  );
}
