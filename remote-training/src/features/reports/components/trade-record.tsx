import { formatMoney } from '@portal/shared-kit';
import { Descriptions, Empty, Table, Tabs } from 'antd';
import { shownTime } from '../../../common/format';
import type { RecordFill, RecordOrder, TradeRecord } from '../api/report-api';

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
            children: (
              <Table<RecordFill>
                rowKey="reportID"
                size="small"
                pagination={{ pageSize: 10, showSizeChanger: false }}
                dataSource={record.fills}
                locale={{ emptyText: '没有成交' }}
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
            ),
          },
          {
            key: 'orders',
            label: '委托',
            children: (
              <Table<RecordOrder>
                rowKey="orderID"
                size="small"
                pagination={{ pageSize: 10, showSizeChanger: false }}
                dataSource={record.orders}
                locale={{ emptyText: '没有委托' }}
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
            ),
          },
        ]}
      />
    </div>
  );
}
