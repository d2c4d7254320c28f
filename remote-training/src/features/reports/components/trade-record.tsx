import { formatMoney } from '@portal/shared-kit';
import { Descriptions, Empty, Tabs } from 'antd';
import { FillsTable, OrdersTable } from '../../../common/components/log-trades';
import type { TradeRecord } from '../api/report-api';

/** The trading record attached to a report: totals, then the fills and the orders. */
export function TradeRecordView({ record }: { record: TradeRecord | null | undefined }) {
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
