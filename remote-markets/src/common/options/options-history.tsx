import { isEndNotBeforeStart } from '@portal/shared-kit';
import { Alert, Button, DatePicker, Space } from 'antd';
import { useState } from 'react';
import { getHistoryFills, type OptionFill, type OptionKind } from './options-api';
import { FillsTable } from './options-tables';

/** Shown when the range ends before it starts (spec §5 date comparison). */
const RANGE_ERROR = '结束日期不能早于开始日期';
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * 历史成交: the section's fills and day records over a date range — an exercise or expiry at
 * the day end (到期交割) belongs to the expiry day, so it is never among the next day's 当日成交.
 * An open end means today.
 */
export function OptionsHistoryFills({ kind }: { kind: OptionKind }) {
  const [fromDate, setFrom] = useState('');
  const [toDate, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rows, setRows] = useState<OptionFill[] | null>(null);
  const query = () => {
    const bad = fromDate !== '' && toDate !== '' && !isEndNotBeforeStart(fromDate, toDate);
    setError(bad ? RANGE_ERROR : null);
    if (bad) return;
    void getHistoryFills(kind, fromDate || undefined, toDate || undefined).then(
      (r) => setRows(r?.list ?? []),
      () => undefined,
    );
  };
  return (
    <div data-testid="options-history">
      <Space wrap className="dv-toolbar">
        <span className="dv-muted">开始日期</span>
        <DatePicker
          aria-label="开始日期"
          placeholder="开始日期"
          onChange={(_, t) => setFrom(text(t))}
        />
        <span className="dv-muted">结束日期</span>
        <DatePicker
          aria-label="结束日期"
          placeholder="结束日期"
          onChange={(_, t) => setTo(text(t))}
        />
        <Button type="primary" onClick={query}>
          查询
        </Button>
        {error && <Alert type="error" showIcon title={error} />}
      </Space>
      {rows && <FillsTable rows={rows} dated testId="options-history-fills" />}
    </div>
  );
}
