import { formatMoney } from '@portal/shared-kit';
import { Button, DatePicker, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { DayPnl, RankRow } from './intraday-api';
import { intradayApi } from './intraday-endpoints';
import { nowrapCell as nowrap, refetchAll, useAccountKey } from '../../common/derivatives';

const small = { size: 'small' as const, pagination: false as const, scroll: { x: 'max-content' } };

const money = (v: number) => formatMoney(v);

const DAYS: ColumnsType<DayPnl> = [
  { title: '交易日', dataIndex: 'tradingDate', render: nowrap },
  { title: '实现盈亏', dataIndex: 'realised', align: 'right', render: money },
  { title: '费用', dataIndex: 'fees', align: 'right', render: money },
  { title: '当日盈亏', dataIndex: 'pnl', align: 'right', render: money },
  { title: '成交笔数', dataIndex: 'deals', align: 'right' },
];

const RANK: ColumnsType<RankRow> = [
  { title: '名次', dataIndex: 'rank', align: 'right' },
  {
    title: '选手',
    dataIndex: 'userName',
    render: (v: string, r) => nowrap(r.isMe ? `${v}（我）` : v),
  },
  { title: '当日盈亏', dataIndex: 'pnl', align: 'right', render: money },
  { title: '成交笔数', dataIndex: 'deals', align: 'right' },
];

const NO_DAYS: DayPnl[] = [];
const NO_RANKS: RankRow[] = [];

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** 每日盈亏: the account's 当日盈亏 per trading day in a date range. */
export function DailyPnlTable() {
  const [range, setRange] = useState<[string | undefined, string | undefined]>([
    undefined,
    undefined,
  ]);
  const account = useAccountKey();
  // Read on entry and for each range; a fill push re-reads it (today's P&L moved).
  const { data, refetch } = intradayApi.endpoints.intradayDailyPnl.useQuery(
    {
      account,
      ...(range[0] ? { fromDate: range[0] } : {}),
      ...(range[1] ? { toDate: range[1] } : {}),
    },
    { refetchOnMountOrArgChange: true },
  );
  const rows = data ?? NO_DAYS;
  const load = () => refetchAll([refetch]);
  return (
    <div>
      <div className="rt-filter">
        <DatePicker.RangePicker
          aria-label="日期范围"
          onChange={(_, t) =>
            setRange(Array.isArray(t) ? [text(t[0]), text(t[1])] : [undefined, undefined])
          }
        />
        <Button onClick={load}>查询</Button>
      </div>
      <Table
        {...small}
        data-testid="intraday-daily"
        rowKey="tradingDate"
        columns={DAYS}
        dataSource={rows}
      />
    </div>
  );
}

/** 当日盈亏排名: the contest's traders ranked by one day's P&L (today by default). */
export function DailyRankTable() {
  const [date, setDate] = useState<string | undefined>(undefined);
  const account = useAccountKey();
  const { data, refetch } = intradayApi.endpoints.intradayDailyRank.useQuery(
    { account, ...(date ? { tradingDate: date } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  const rows = data?.list ?? NO_RANKS;
  const shown = data?.tradingDate ?? '';
  const load = () => refetchAll([refetch]);
  return (
    <div>
      <div className="rt-filter">
        <DatePicker aria-label="交易日" onChange={(_, t) => setDate(text(t))} />
        <Button onClick={load}>查询</Button>
        <span className="rt-muted" data-testid="rank-date">
          {shown}
        </span>
      </div>
      <Table
        {...small}
        data-testid="intraday-rank"
        rowKey="rank"
        columns={RANK}
        dataSource={rows}
      />
    </div>
  );
}
