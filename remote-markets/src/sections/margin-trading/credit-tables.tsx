import { formatMoney } from '@portal/shared-kit';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  cancelOrder,
  type Collateral,
  type Contract,
  type CreditFill,
  type CreditOrder,
} from './margin-api';

const money = (v: number) => formatMoney(v);
const nowrap = (v: string) => <span className="mt-nowrap">{v}</span>;
const sec = { title: '证券', dataIndex: 'security', render: nowrap };
const name = { title: '名称', dataIndex: 'securityName', render: nowrap };

const CONTRACTS: ColumnsType<Contract> = [
  sec,
  name,
  { title: '合约类型', dataIndex: 'contractName', render: nowrap },
  { title: '数量', dataIndex: 'qty', align: 'right' },
  { title: '可还数量', dataIndex: 'closableQty', align: 'right' },
  { title: '负债金额', dataIndex: 'debt', align: 'right', render: money },
  { title: '应付利息', dataIndex: 'interest', align: 'right', render: money },
  { title: '保证金', dataIndex: 'margin', align: 'right', render: money },
  { title: '最新价', dataIndex: 'lastPrice', align: 'right' },
  { title: '市值', dataIndex: 'marketValue', align: 'right', render: money },
];

const COLLATERAL: ColumnsType<Collateral> = [
  sec,
  name,
  { title: '持仓', dataIndex: 'qty', align: 'right' },
  { title: '可卖', dataIndex: 'sellableQty', align: 'right' },
  { title: '成本价', dataIndex: 'costPrice', align: 'right' },
  { title: '最新价', dataIndex: 'lastPrice', align: 'right' },
  { title: '市值', dataIndex: 'marketValue', align: 'right', render: money },
  { title: '折算率', dataIndex: 'haircut', align: 'right', render: (v: number) => `${v * 100}%` },
];

const FILLS: ColumnsType<CreditFill> = [
  { title: '时间', dataIndex: 'time', render: (v: string) => nowrap(v.slice(11, 19)) },
  sec,
  name,
  { title: '委托类别', dataIndex: 'effectName', render: nowrap },
  { title: '类型', dataIndex: 'execTypeName', render: nowrap },
  { title: '数量', dataIndex: 'qty', align: 'right' },
  { title: '价格', dataIndex: 'price', align: 'right' },
  { title: '金额', dataIndex: 'amount', align: 'right', render: money },
  { title: '费用', dataIndex: 'fees', align: 'right', render: money },
  { title: '盈亏', dataIndex: 'realised', align: 'right', render: money },
];

const small = { size: 'small' as const, pagination: false as const, scroll: { x: 'max-content' } };

export const ContractsTable = ({ rows }: { rows: Contract[] }) => (
  <Table
    {...small}
    data-testid="credit-contracts"
    rowKey={(r) => `${r.security}${r.contractName}`}
    columns={CONTRACTS}
    dataSource={rows}
  />
);

export const CollateralTable = ({ rows }: { rows: Collateral[] }) => (
  <Table
    {...small}
    data-testid="credit-collateral"
    rowKey="security"
    columns={COLLATERAL}
    dataSource={rows}
  />
);

export const FillsTable = ({ rows }: { rows: CreditFill[] }) => (
  <Table
    {...small}
    data-testid="credit-fills"
    rowKey="reportId"
    columns={FILLS}
    dataSource={rows}
  />
);

export function OrdersTable({ rows, onChange }: { rows: CreditOrder[]; onChange: () => void }) {
  const columns: ColumnsType<CreditOrder> = [
    { title: '时间', dataIndex: 'orderTime', render: (v: string) => nowrap(v.slice(11, 19)) },
    sec,
    name,
    { title: '委托类别', dataIndex: 'effectName', render: nowrap },
    { title: '价格', dataIndex: 'price', align: 'right' },
    { title: '数量', dataIndex: 'orderQty', align: 'right' },
    { title: '成交', dataIndex: 'filledQty', align: 'right' },
    { title: '状态', dataIndex: 'statusName', render: nowrap },
    {
      title: '操作',
      key: 'op',
      render: (_: unknown, r) =>
        r.cancelable ? (
          <Button
            size="small"
            onClick={() => void cancelOrder(r.orderId).then(onChange, () => undefined)}
          >
            撤单
          </Button>
        ) : null,
    },
  ];
  return (
    <Table
      {...small}
      data-testid="credit-orders"
      rowKey="orderId"
      columns={columns}
      dataSource={rows}
    />
  );
}
