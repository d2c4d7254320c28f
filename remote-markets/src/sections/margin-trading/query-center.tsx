import { isEndNotBeforeStart } from '@portal/shared-kit';
import { Alert, Button, DatePicker, Space } from 'antd';
import { useState } from 'react';
import { useAccountKey } from '../../common/derivatives';
import { FillsTable } from './credit-tables';
import { exportRecords } from './margin-api';
import { marginApi } from './margin-endpoints';

/** Shown when the range ends before it starts (spec §5 date comparison). */
const RANGE_ERROR = '结束日期不能早于开始日期';
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * 查询中心: credit fills (强平 and 到期 included) over a date range, and the .xlsx exports of
 * the range's fills and orders. An open end means today.
 */
export function MarginQueryCenter() {
  const [fromDate, setFrom] = useState('');
  const [toDate, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const account = useAccountKey();
  // Read on 查询 only; a new fill push re-reads the range shown.
  const [search, { data, isUninitialized }] = marginApi.endpoints.marginFills.useLazyQuery();
  const rows = isUninitialized ? null : (data ?? []);
  const checked = () => {
    const bad = fromDate !== '' && toDate !== '' && !isEndNotBeforeStart(fromDate, toDate);
    setError(bad ? RANGE_ERROR : null);
    return !bad;
  };
  const query = () => {
    if (checked())
      void search({
        account,
        ...(fromDate ? { fromDate } : {}),
        ...(toDate ? { toDate } : {}),
      });
  };
  const download = (kind: 'fills' | 'orders') => {
    if (checked()) void exportRecords(kind, fromDate, toDate).catch(() => undefined);
  };
  return (
    <div data-testid="credit-query-center">
      <Space wrap style={{ marginBottom: 12 }}>
        <span className="mt-muted">开始日期</span>
        <DatePicker
          aria-label="开始日期"
          placeholder="开始日期"
          onChange={(_, t) => setFrom(text(t))}
        />
        <span className="mt-muted">结束日期</span>
        <DatePicker
          aria-label="结束日期"
          placeholder="结束日期"
          onChange={(_, t) => setTo(text(t))}
        />
        <Button type="primary" onClick={query}>
          查询
        </Button>
        <Button onClick={() => download('fills')}>导出成交</Button>
        <Button onClick={() => download('orders')}>导出委托</Button>
        {error && <Alert type="error" showIcon title={error} />}
      </Space>
      {rows && <FillsTable rows={rows} />}
    </div>
  );
}
