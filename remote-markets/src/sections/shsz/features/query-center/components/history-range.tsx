import { Alert, Button, DatePicker, Space } from 'antd';
import { useState } from 'react';
import { rangeErrorOf } from '../state/query-center.slice';

/** Start and end dates of a history query; the end may not be before the start (spec §5). */
export function HistoryRange({
  onQuery,
}: {
  onQuery: (range: { fromDate: string; toDate: string; error: string | null }) => void;
}) {
  const [fromDate, setFrom] = useState('');
  const [toDate, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const query = () => {
    const e = rangeErrorOf(fromDate, toDate);
    setError(e);
    onQuery({ fromDate, toDate, error: e });
  };
  return (
    <Space wrap>
      <span className="sz-muted">开始日期</span>
      <DatePicker
        aria-label="开始日期"
        placeholder="开始日期"
        onChange={(_, text) => setFrom(typeof text === 'string' ? text : '')}
      />
      <span className="sz-muted">结束日期</span>
      <DatePicker
        aria-label="结束日期"
        placeholder="结束日期"
        onChange={(_, text) => setTo(typeof text === 'string' ? text : '')}
      />
      <Button type="primary" onClick={query}>
        查询
      </Button>
      {error && <Alert type="error" showIcon title={error} />}
    </Space>
  );
}
