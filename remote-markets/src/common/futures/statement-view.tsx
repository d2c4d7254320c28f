import { formatMoney } from '@portal/shared-kit';
import { Descriptions, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { contractColumn, moneyCell } from '../derivatives';
import {
  getStatement,
  getStatementDates,
  type FuturesFill,
  type FuturesKind,
  type Statement,
} from './futures-api';
import { FillsTable } from './futures-tables';

const money = (v: number | null) => (v === null ? '—' : formatMoney(v));

const SETTLE_COLUMNS: ColumnsType<FuturesFill> = [
  contractColumn<FuturesFill>(),
  { title: '多空', dataIndex: 'posSideName' },
  {
    title: '类型',
    dataIndex: 'execTypeName',
    // A forced liquidation (强平) stands out in red.
    render: (v: string) => (v === '强平' ? <Tag color="red">{v}</Tag> : v),
  },
  { title: '手数', dataIndex: 'qty', align: 'right' },
  { title: '结算价', dataIndex: 'settlementPrice', align: 'right' },
  { title: '盯市盈亏', dataIndex: 'realised', align: 'right', render: moneyCell },
  { title: '手续费', dataIndex: 'fees', align: 'right', render: moneyCell },
];

/** The settlement dates, the one picked (the first listed until picked) and its statement. */
function useStatement(kind: FuturesKind) {
  const [dates, setDates] = useState<string[]>([]);
  const [date, setDate] = useState<string | undefined>(undefined);
  const [st, setSt] = useState<Statement | null>(null);
  useEffect(() => {
    getStatementDates()
      .then((d) => setDates(d ?? []))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    let alive = true;
    getStatement(kind, date ?? dates[0])
      .then((s) => alive && setSt(s))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [kind, date, dates]);
  return { dates, date, setDate, st };
}

/** The statement's totals: P&L, fees, forced closes, total assets before and after. */
function StatementSummary({ st }: { st: Statement }) {
  return (
    <Descriptions size="small" column={4} bordered>
      <Descriptions.Item label="结算日">{st.tradingDate}</Descriptions.Item>
      <Descriptions.Item label="平仓盈亏">{formatMoney(st.summary.closeProfit)}</Descriptions.Item>
      <Descriptions.Item label="盯市盈亏">
        <span data-testid="statement-mtm">{formatMoney(st.summary.markToMarket)}</span>
      </Descriptions.Item>
      <Descriptions.Item label="手续费">{formatMoney(st.summary.fees)}</Descriptions.Item>
      <Descriptions.Item label="净盈亏">{formatMoney(st.summary.netProfit)}</Descriptions.Item>
      <Descriptions.Item label="强平笔数">{st.summary.forcedCloses}</Descriptions.Item>
      <Descriptions.Item label="上日总资产">
        {money(st.summary.previousTotalAssets)}
      </Descriptions.Item>
      <Descriptions.Item label="当日总资产">{money(st.summary.totalAssets)}</Descriptions.Item>
    </Descriptions>
  );
}

/** The daily settlement statement (结算单): totals, the day's fills and each holding's mark. */
export function StatementView({ kind }: { kind: FuturesKind }) {
  const { dates, date, setDate, st } = useStatement(kind);
  return (
    <div className="ft-statement" data-testid="futures-statement">
      <div className="dv-toolbar">
        <span>结算日期</span>
        <Select
          size="small"
          style={{ width: 140 }}
          value={date ?? st?.tradingDate}
          onChange={setDate}
          options={dates.map((d) => ({ value: d, label: d }))}
          data-testid="statement-date"
        />
        {st && !st.settled && <span className="dv-muted">该日尚未结算</span>}
      </div>
      {st && (
        <>
          <StatementSummary st={st} />
          <h4 className="ft-subtitle">持仓结算</h4>
          <Table
            size="small"
            rowKey="reportId"
            columns={SETTLE_COLUMNS}
            dataSource={st.settlements}
            pagination={false}
            data-testid="statement-settlements"
            locale={{ emptyText: '无持仓结算' }}
          />
          <h4 className="ft-subtitle">成交明细</h4>
          <FillsTable rows={st.trades} testId="statement-trades" />
        </>
      )}
    </div>
  );
}
