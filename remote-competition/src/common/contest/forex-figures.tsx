import { formatMoney } from '@portal/shared-kit';
import { Card, Col, Row as Grid, Statistic, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type {
  ForexCurrencyBalance,
  ForexDayFigures,
  ForexPairFigures,
  ForexSummary,
  ForexTraderYield,
} from './get-forex-summary';

/** Matches of this type are forex contests (spec §6: raceSummarize, GroupAnalysisFE). */
export const FOREX_MATCH_TYPE = 2;

/** Fen as yuan with thousands separators. */
export const yuanOfFen = (fen: number | null | undefined) =>
  typeof fen === 'number' && Number.isFinite(fen) ? formatMoney(fen / 100) : '—';

/** A fraction as a percentage; — without a figure. */
export const pctText = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) ? `${formatMoney(v * 100)}%` : '—';

const qty = (v: number) => v.toLocaleString('zh-CN');
const nowrap = { whiteSpace: 'nowrap' as const };

const PAIR_COLUMNS: ColumnsType<ForexPairFigures> = [
  {
    title: '货币对',
    fixed: 'left',
    render: (_v, r) => (
      <span style={nowrap} title={`${r.name}（${r.base}/${r.quote}）`}>
        {r.code}
      </span>
    ),
  },
  { title: '成交笔数', dataIndex: 'trades', align: 'right' },
  {
    title: '买入/卖出量',
    align: 'right',
    render: (_v, r) => <span style={nowrap}>{`${qty(r.buyQty)} / ${qty(r.sellQty)}`}</span>,
  },
  { title: '成交额（元）', align: 'right', render: (_v, r) => yuanOfFen(r.turnoverFen) },
  { title: '手续费', align: 'right', render: (_v, r) => yuanOfFen(r.feesFen) },
  { title: '已实现盈亏', align: 'right', render: (_v, r) => yuanOfFen(r.realisedFen) },
  { title: '浮动盈亏', align: 'right', render: (_v, r) => yuanOfFen(r.floatingFen) },
  {
    title: '净盈亏（元）',
    align: 'right',
    render: (_v, r) => (
      <span style={{ color: r.pnlFen > 0 ? '#cf1322' : r.pnlFen < 0 ? '#389e0d' : undefined }}>
        {yuanOfFen(r.pnlFen)}
      </span>
    ),
  },
  { title: '净持仓', align: 'right', render: (_v, r) => qty(r.positionQty) },
  { title: '交易人数', dataIndex: 'traders', align: 'right' },
];

/** Per currency pair: trades, volume, turnover and P&L (money in CNY). */
export function ForexPairTable({
  rows,
  loading,
  testId,
}: {
  rows: ForexPairFigures[];
  loading: boolean;
  testId: string;
}) {
  return (
    <Table<ForexPairFigures>
      data-testid={testId}
      size="small"
      rowKey="code"
      loading={loading}
      dataSource={rows}
      columns={PAIR_COLUMNS}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '暂无交易' }}
    />
  );
}

const BALANCE_COLUMNS: ColumnsType<ForexCurrencyBalance> = [
  { title: '币种', dataIndex: 'currency' },
  { title: '持有量', align: 'right', render: (_v, r) => formatMoney(r.balance) },
  { title: '折合人民币（元）', align: 'right', render: (_v, r) => yuanOfFen(r.cnyValueFen) },
  { title: '持有人数', dataIndex: 'holders', align: 'right' },
];

/** What the contest's traders hold in each currency, valued in CNY. */
export function ForexBalanceTable({
  rows,
  loading,
}: {
  rows: ForexCurrencyBalance[];
  loading: boolean;
}) {
  return (
    <Table<ForexCurrencyBalance>
      data-testid="fx-balances-all"
      size="small"
      rowKey="currency"
      loading={loading}
      dataSource={rows}
      columns={BALANCE_COLUMNS}
      pagination={false}
      locale={{ emptyText: '暂无数据' }}
    />
  );
}

const who = (y: ForexTraderYield | null) =>
  y ? (
    <span style={nowrap}>
      {y.name} {pctText(y.yield)}
    </span>
  ) : (
    '—'
  );

const DAY_COLUMNS: ColumnsType<ForexDayFigures> = [
  {
    title: '交易日',
    render: (_v, r) => (
      <span style={nowrap}>
        {r.tradeDate} {r.live ? <Tag color="blue">交易中</Tag> : null}
      </span>
    ),
  },
  { title: '成交笔数', dataIndex: 'trades', align: 'right' },
  { title: '成交额（元）', align: 'right', render: (_v, r) => yuanOfFen(r.turnoverFen) },
  { title: '交易人数', dataIndex: 'traders', align: 'right' },
  { title: '平均日收益率', align: 'right', render: (_v, r) => pctText(r.averageYield) },
  { title: '最佳', render: (_v, r) => who(r.best) },
  { title: '最差', render: (_v, r) => who(r.worst) },
];

/** Per trading day: turnover, trades and the daily unit-NAV returns of the traders. */
export function ForexDayTable({ rows, loading }: { rows: ForexDayFigures[]; loading: boolean }) {
  return (
    <Table<ForexDayFigures>
      data-testid="fx-by-day"
      size="small"
      rowKey="tradeDate"
      loading={loading}
      dataSource={rows}
      columns={DAY_COLUMNS}
      pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '暂无数据' }}
    />
  );
}

/** The contest's headline figures and the caller's own. */
export function ForexOverview({ data, loading }: { data?: ForexSummary; loading: boolean }) {
  const items = data
    ? [
        { label: '参赛人数', value: String(data.participants), id: 'participants' },
        { label: '交易人数', value: String(data.activeTraders), id: 'active' },
        { label: '成交笔数', value: String(data.trades), id: 'trades' },
        { label: '成交额（元）', value: yuanOfFen(data.turnoverFen), id: 'turnover' },
        { label: '我的排名', value: data.mine.rank ? String(data.mine.rank) : '—', id: 'rank' },
        { label: '我的成交笔数', value: String(data.mine.trades), id: 'my-trades' },
        { label: '我的成交额（元）', value: yuanOfFen(data.mine.turnoverFen), id: 'my-turnover' },
        { label: '我的净盈亏（元）', value: yuanOfFen(data.mine.pnlFen), id: 'my-pnl' },
      ]
    : [];
  return (
    <Card
      title={`外汇赛况${data ? ` · 交易日 ${data.tradingDate}` : ''}`}
      className="cmp-page-card"
      loading={loading && !data}
      data-testid="fx-overview"
    >
      <Grid gutter={[12, 16]}>
        {items.map((m) => (
          <Col span={6} key={m.id} data-testid={`fx-${m.id}`}>
            <Statistic title={m.label} value={m.value} />
          </Col>
        ))}
      </Grid>
    </Card>
  );
}
