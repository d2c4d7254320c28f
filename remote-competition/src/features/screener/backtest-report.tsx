import { formatMoney } from '@portal/shared-kit';
import {
  Button,
  Card,
  Col,
  Empty,
  Row,
  Select,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tabs,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '../../state/data-hooks';
import type { BacktestReport as Report, BacktestTrade, HoldingRow } from './api/stockpick-types';
import { BacktestList } from './components/backtest-list';
import { NavChart } from './components/nav-chart';

/** Ranking metrics of market-rules.md shown on a report (key, label, percent?). */
const METRICS: Array<[keyof Report['metrics'], string, boolean]> = [
  ['TotalYield', '累计收益率', true],
  ['AnnualYield', '年化收益率', true],
  ['MaxRetracement', '最大回撤', true],
  ['SharpIndex', '夏普比率', false],
  ['YieldStandardDev', '年化波动率', true],
  ['BetaValue', '贝塔', false],
  ['Alpha', '阿尔法', true],
  ['InformationRatio', '信息比率', false],
  ['TrackingError', '跟踪误差', true],
  ['TreynorIndex', '特雷诺指数', false],
  ['JensonIndex', '詹森指数', true],
  ['Velocity', '换手率', false],
];

const BENCH_NAMES: Record<string, string> = { '000300.SSE': '沪深300', '000001.SSE': '上证指数' };

function Holdings({ report }: { report: Report }) {
  const [at, setAt] = useState(report.rebalances.length - 1);
  const r = report.rebalances[at];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>
        <span>调仓日：</span>
        <Select
          aria-label="调仓日"
          style={{ width: 160 }}
          value={at}
          onChange={setAt}
          options={report.rebalances.map((x, i) => ({ value: i, label: x.date }))}
        />
        <span>{r ? `现金 ${formatMoney(r.cash)} 元` : ''}</span>
      </Space>
      <Table<HoldingRow>
        size="small"
        rowKey="code"
        pagination={false}
        dataSource={r?.holdings ?? []}
        columns={[
          { title: '代码', dataIndex: 'code' },
          { title: '名称', dataIndex: 'name' },
          { title: '数量(股)', dataIndex: 'qty', align: 'right' },
          {
            title: '价格',
            dataIndex: 'price',
            align: 'right',
            render: (v: number) => formatMoney(v),
          },
          {
            title: '市值',
            dataIndex: 'value',
            align: 'right',
            render: (v: number) => formatMoney(v),
          },
          {
            title: '权重',
            dataIndex: 'weight',
            align: 'right',
            render: (v: number) => `${(v * 100).toFixed(2)}%`,
          },
        ]}
      />
    </Space>
  );
}

/** Without a backtest id: every backtest of the user, each opening its report. */
function AllBacktests() {
  const list = useQuery('getBacktests', {});
  return <BacktestList rows={list.data ?? []} loading={list.loading} />;
}

/** The report's headline figures: final assets, the benchmark's return, fees, trades, rebalances, dividends. */
function ReportSummary({ r, bench }: { r: Report; bench: string }) {
  return (
    <Row gutter={[12, 12]}>
      <Col span={4}>
        <Statistic title="期末资产(元)" value={formatMoney(r.finalAssets)} />
      </Col>
      <Col span={4}>
        <Statistic
          title={`${bench}收益`}
          value={`${(((r.bench[r.bench.length - 1] ?? 1) - 1) * 100).toFixed(2)}%`}
        />
      </Col>
      <Col span={4}>
        <Statistic title="交易费用(元)" value={formatMoney(r.totalFees)} />
      </Col>
      <Col span={4}>
        <Statistic title="成交笔数" value={r.trades.length} />
      </Col>
      <Col span={4}>
        <Statistic title="调仓次数" value={r.rebalances.length} />
      </Col>
      <Col span={4}>
        <Statistic title="分红(元)" value={formatMoney(r.dividends)} />
      </Col>
    </Row>
  );
}

/** Every trade of the backtest, 20 a page. */
function TradesTable({ report }: { report: Report }) {
  return (
    <Table<BacktestTrade>
      size="small"
      rowKey={(t, i) => `${t.date}${t.code}${t.side}${i ?? 0}`}
      dataSource={report.trades}
      pagination={{ pageSize: 20, showSizeChanger: false }}
      columns={[
        { title: '日期', dataIndex: 'date' },
        { title: '代码', dataIndex: 'code' },
        { title: '名称', dataIndex: 'name' },
        {
          title: '方向',
          dataIndex: 'side',
          render: (s: string) => (s === 'B' ? '买入' : '卖出'),
        },
        { title: '数量(股)', dataIndex: 'qty', align: 'right' },
        {
          title: '成交价',
          dataIndex: 'price',
          align: 'right',
          render: (v: number) => formatMoney(v),
        },
        {
          title: '成交金额',
          dataIndex: 'amount',
          align: 'right',
          render: (v: number) => formatMoney(v),
        },
        {
          title: '费用',
          dataIndex: 'fees',
          align: 'right',
          render: (v: number) => formatMoney(v),
        },
      ]}
    />
  );
}

/**
 * /TrainkEquityScreener/scheme/backtestReport?backtestId=: one backtest's report, its return
 * against the benchmark in Highcharts Stock, the ranking metrics, trades and holdings.
 */
export function BacktestReport() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const backtestId = Number(params.get('backtestId'));
  const valid = Number.isInteger(backtestId) && backtestId > 0;
  const q = useQuery('getBacktestReport', { backtestId }, { skip: !valid });
  if (!valid) return <AllBacktests />;
  if (q.loading && !q.data) return <Skeleton active />;
  const b = q.data;
  const r = b?.report;
  if (!b || !r)
    return (
      <Empty description={b?.status === 'running' ? '回测进行中' : (b?.error ?? '暂无报告')} />
    );
  const bench = BENCH_NAMES[b.params.benchmark ?? ''] ?? b.params.benchmark ?? '基准';
  const metric = (key: keyof Report['metrics'], percent: boolean) => {
    const v = r.metrics[key];
    if (v === null || v === undefined) return '—';
    return percent ? `${(v * 100).toFixed(2)}%` : v.toFixed(2);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12} data-page="backtestReport">
      <Card
        size="small"
        title={`回测报告：${b.schemeName}（${r.dates[0] ?? ''} 至 ${r.dates[r.dates.length - 1] ?? ''}）`}
        extra={
          <Button
            onClick={() =>
              navigate(`/TrainkEquityScreener/scheme/strategyDetail?schemeId=${b.schemeId}`)
            }
          >
            返回方案
          </Button>
        }
      >
        <ReportSummary r={r} bench={bench} />
      </Card>
      <Card size="small" title="收益曲线">
        <NavChart
          dates={r.dates}
          nav={r.nav}
          bench={r.bench}
          drawdown={r.drawdown}
          benchName={bench}
        />
      </Card>
      <Card size="small" title="风险收益指标">
        <Row gutter={[12, 12]} className="cmp-metrics">
          {METRICS.map(([key, label, percent]) => (
            <Col span={4} key={key}>
              <Statistic title={label} value={metric(key, percent)} />
            </Col>
          ))}
        </Row>
      </Card>
      <Card size="small">
        <Tabs
          items={[
            {
              key: 'trades',
              label: '成交明细',
              children: <TradesTable report={r} />,
            },
            { key: 'holdings', label: '每期持仓', children: <Holdings report={r} /> },
          ]}
        />
      </Card>
    </Space>
  );
}
