import { Card, Col, Empty, Row as Grid } from 'antd';
import { LineChart, type ChartSeries } from '../charts/line-chart';
import { num, str, type Row } from '../api/field';

const day = (r: Row) =>
  Date.parse(`${str(r, 'tradingDate', 'TradingDate', 'date', 'Date').slice(0, 10)}T00:00:00+08:00`);
const pct = (v: number) => (Math.abs(v) <= 5 ? v * 100 : v);

/** The asset curve and the yield-against-benchmark chart of one trader (spec §2 personal center). */
export function assetSeries(rows: readonly Row[]): {
  assets: ChartSeries[];
  yields: ChartSeries[];
} {
  const points = rows.filter((r) => Number.isFinite(day(r)));
  return {
    assets: [{ name: '总资产', data: points.map((r) => [day(r), num(r, 'totalAssets', 'total')]) }],
    yields: [
      {
        name: '收益率',
        data: points.map((r) => [day(r), pct(num(r, 'totalYield', 'yield'))]),
        color: '#cf1322',
      },
      {
        name: '基准收益率',
        data: points
          .filter((r) => Number.isFinite(num(r, 'benchmarkYield', 'indexYield')))
          .map((r) => [day(r), pct(num(r, 'benchmarkYield', 'indexYield'))]),
        color: '#1f5fbf',
      },
    ],
  };
}

/** Two charts side by side: assets, and yield against the benchmark. */
export function AssetCharts({ rows, loading }: { rows: readonly Row[]; loading: boolean }) {
  const { assets, yields } = assetSeries(rows);
  return (
    <Grid gutter={12}>
      <Col span={12}>
        <Card size="small" title="资产曲线" loading={loading}>
          {rows.length ? (
            <LineChart series={assets} height={260} />
          ) : (
            <Empty description="暂无数据" />
          )}
        </Card>
      </Col>
      <Col span={12}>
        <Card size="small" title="收益率与基准对比" loading={loading}>
          {rows.length ? (
            <LineChart series={yields} percent height={260} />
          ) : (
            <Empty description="暂无数据" />
          )}
        </Card>
      </Col>
    </Grid>
  );
}
