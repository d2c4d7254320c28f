import { formatMoney } from '@portal/shared-kit';
import { Descriptions, Table, Typography } from 'antd';
import type { LogDetails, LogFill, LogOrder } from '../api/get-log-details';
import { shownTime } from '../format';

/** A training log's window, its orders and fills (for the teacher's scoring and the student's result). */
export function LogTrades({ log }: { log: LogDetails }) {
  return (
    <>
      <Descriptions size="small" column={3} bordered>
        <Descriptions.Item label="学生">{`${log.realName}（${log.userName}）`}</Descriptions.Item>
        <Descriptions.Item label="班级">{log.className || '—'}</Descriptions.Item>
        <Descriptions.Item label="实训项目">{log.trainTitle}</Descriptions.Item>
        <Descriptions.Item label="开始时间">{shownTime(log.startTime)}</Descriptions.Item>
        <Descriptions.Item label="结束时间">{shownTime(log.endTime)}</Descriptions.Item>
        <Descriptions.Item label="成交笔数">{log.fillCount}</Descriptions.Item>
        <Descriptions.Item label="买入金额">{formatMoney(log.buyAmount)}</Descriptions.Item>
        <Descriptions.Item label="卖出金额">{formatMoney(log.sellAmount)}</Descriptions.Item>
        <Descriptions.Item label="成绩">{log.score ?? '未评分'}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        委托
      </Typography.Title>
      <OrdersTable orders={log.orders} emptyText="实训期间没有委托" />
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        成交
      </Typography.Title>
      <FillsTable fills={log.fills} emptyText="实训期间没有成交" />
    </>
  );
}

/** The orders of a training record (a log, or the record attached to a report). */
export function OrdersTable({ orders, emptyText }: { orders: LogOrder[]; emptyText: string }) {
  return (
    <Table<LogOrder>
      rowKey="orderID"
      size="small"
      pagination={orders.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
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

/** The fills of a training record (a log, or the record attached to a report). */
export function FillsTable({ fills, emptyText }: { fills: LogFill[]; emptyText: string }) {
  return (
    <Table<LogFill>
      rowKey="reportID"
      size="small"
      pagination={fills.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
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
