import type { ColumnsType } from 'antd/es/table';
import {
  ListTable,
  cancelColumn,
  moneyCell as money,
  nowrapCell as nowrap,
  securityColumns,
} from '../../common/derivatives';
import {
  cancelOrder,
  type Collateral,
  type Contract,
  type CreditFill,
  type CreditOrder,
} from './margin-api';

const time = (v: string) => nowrap(v.slice(11, 19));

const CONTRACTS: ColumnsType<Contract> = [
  ...securityColumns<Contract>(),
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
  ...securityColumns<Collateral>(),
  { title: '持仓', dataIndex: 'qty', align: 'right' },
  { title: '可卖', dataIndex: 'sellableQty', align: 'right' },
  { title: '成本价', dataIndex: 'costPrice', align: 'right' },
  { title: '最新价', dataIndex: 'lastPrice', align: 'right' },
  { title: '市值', dataIndex: 'marketValue', align: 'right', render: money },
  { title: '折算率', dataIndex: 'haircut', align: 'right', render: (v: number) => `${v * 100}%` },
];

const FILLS: ColumnsType<CreditFill> = [
  { title: '时间', dataIndex: 'time', render: time },
  ...securityColumns<CreditFill>(),
  { title: '委托类别', dataIndex: 'effectName', render: nowrap },
  { title: '类型', dataIndex: 'execTypeName', render: nowrap },
  { title: '数量', dataIndex: 'qty', align: 'right' },
  { title: '价格', dataIndex: 'price', align: 'right' },
  { title: '金额', dataIndex: 'amount', align: 'right', render: money },
  { title: '费用', dataIndex: 'fees', align: 'right', render: money },
  { title: '盈亏', dataIndex: 'realised', align: 'right', render: money },
];

export const ContractsTable = ({ rows }: { rows: Contract[] }) => (
  <ListTable
    rows={rows}
    columns={CONTRACTS}
    rowKey={(r) => `${r.security}${r.contractName}`}
    testId="credit-contracts"
    paged={false}
    scrollX
  />
);

export const CollateralTable = ({ rows }: { rows: Collateral[] }) => (
  <ListTable
    rows={rows}
    columns={COLLATERAL}
    rowKey="security"
    testId="credit-collateral"
    paged={false}
    scrollX
  />
);

export const FillsTable = ({ rows }: { rows: CreditFill[] }) => (
  <ListTable
    rows={rows}
    columns={FILLS}
    rowKey="reportId"
    testId="credit-fills"
    paged={false}
    scrollX
  />
);

export function OrdersTable({ rows, onChange }: { rows: CreditOrder[]; onChange: () => void }) {
  const columns: ColumnsType<CreditOrder> = [
    { title: '时间', dataIndex: 'orderTime', render: time },
    ...securityColumns<CreditOrder>(),
    { title: '委托类别', dataIndex: 'effectName', render: nowrap },
    { title: '价格', dataIndex: 'price', align: 'right' },
    { title: '数量', dataIndex: 'orderQty', align: 'right' },
    { title: '成交', dataIndex: 'filledQty', align: 'right' },
    { title: '状态', dataIndex: 'statusName', render: nowrap },
    cancelColumn<CreditOrder>(cancelOrder, onChange),
  ];
  return (
    <ListTable
      rows={rows}
      columns={columns}
      rowKey="orderId"
      testId="credit-orders"
      paged={false}
      scrollX
    />
  );
}
