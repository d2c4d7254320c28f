import { FillsTable, formatMoney, OrdersTable } from '@portal/shared-kit';
import { Descriptions, Typography } from 'antd';
import type { LogDetails } from '../api/get-log-details';
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
