import { Descriptions, Empty, Table, Tabs } from 'antd';
import { formatBeijingTime, formatMoney } from '../format';

/** An order of a trading record (training log, or the record attached to a report). */
export interface RecordOrder {
  orderID: number;
  code: string;
  securityName: string;
  sideName: string;
  price: number;
  qty: number;
  filledQty: number;
  statusName: string;
  time: string;
}

/** A fill of a trading record. */
export interface RecordFill {
  reportID: number;
  code: string;
  sideName: string;
  price: number;
  qty: number;
  amount: number;
  fees: number;
  time: string;
}

/** The trading record attached to an experiment report (a training project or a contest). */
export interface ReportTradeRecord {
  source: 'project' | 'contest';
  sourceTitle: string;
  orders: RecordOrder[];
  fills: RecordFill[];
  summary: {
    orderCount: number;
    fillCount: number;
    buyAmount: number;
    sellAmount: number;
    fees: number;
  };
}

const shownTime = (iso: string | null | undefined) =>
  iso ? formatBeijingTime(iso, 'datetime') : '—';
const pageOf = (n: number) => (n > 10 ? { pageSize: 10, showSizeChanger: false } : false);

/** The orders of a trading record. */
export function OrdersTable({ orders, emptyText }: { orders: RecordOrder[]; emptyText: string }) {
  return (
    <Table<RecordOrder>
      rowKey="orderID"
      size="small"
      pagination={pageOf(orders.length)}
      dataSource={orders}
      locale={{ emptyText }}
      columns={[
        { title: '时间', dataIndex: 'time', render: shownTime },
        { title: '代码', dataIndex: 'code' },
        { title: '名称', dataIndex: 'securityName' },
        { title: '方向', dataIndex: 'sideName' },
        { title: '价格', dataIndex: 'price' },
        { title: '数量', dataIndex: 'qty' },
        { title: '成交数量', dataIndex: 'filledQty' },
        { title: '状态', dataIndex: 'statusName' },
      ]}
    />
  );
}

/** The fills of a trading record. */
export function FillsTable({ fills, emptyText }: { fills: RecordFill[]; emptyText: string }) {
  return (
    <Table<RecordFill>
      rowKey="reportID"
      size="small"
      pagination={pageOf(fills.length)}
      dataSource={fills}
      locale={{ emptyText }}
      columns={[
        { title: '时间', dataIndex: 'time', render: shownTime },
        { title: '代码', dataIndex: 'code' },
        { title: '方向', dataIndex: 'sideName' },
        { title: '成交价', dataIndex: 'price' },
        { title: '成交量', dataIndex: 'qty' },
        { title: '成交金额', dataIndex: 'amount', render: (v: number) => formatMoney(v) },
        { title: '费用', dataIndex: 'fees', render: (v: number) => formatMoney(v) },
      ]}
    />
  );
}

/** The trading record attached to a report: totals, then the fills and the orders. */
export function TradeRecordView({ record }: { record: ReportTradeRecord | null | undefined }) {
  if (!record) return <Empty description="该报告未关联实训项目或比赛" />;
  const s = record.summary;
  return (
    <div data-testid="trade-record">
      <Descriptions size="small" column={3} bordered>
        <Descriptions.Item label={record.source === 'project' ? '实训项目' : '比赛'}>
          {record.sourceTitle || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="委托笔数">{s.orderCount}</Descriptions.Item>
        <Descriptions.Item label="成交笔数">{s.fillCount}</Descriptions.Item>
        <Descriptions.Item label="买入金额">{formatMoney(s.buyAmount)}</Descriptions.Item>
        <Descriptions.Item label="卖出金额">{formatMoney(s.sellAmount)}</Descriptions.Item>
        <Descriptions.Item label="费用">{formatMoney(s.fees)}</Descriptions.Item>
      </Descriptions>
      <Tabs
        size="small"
        items={[
          {
            key: 'fills',
            label: '成交',
            children: <FillsTable fills={record.fills} emptyText="没有成交" />,
          },
          {
            key: 'orders',
            label: '委托',
            children: <OrdersTable orders={record.orders} emptyText="没有委托" />,
          },
        ]}
      />
    </div>
  );
}
