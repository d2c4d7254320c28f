import { Card, Col, Empty, Row as Grid } from 'antd';
import { LineChart, type ChartSeries } from '../charts/line-chart';

/** One day of an asset history: total assets, yield (fraction) and the benchmark's close. */
export interface AssetDay {
  tradeDate: string;
  totalAssets: number;
  totalYield: number;
  benchmarkClose?: number | null;
}

const dayMs = (d: string) => Date.parse(`${d.slice(0, 10)}T00:00:00+08:00`);
const pct = (v: number) => Math.round(v * 10000) / 100;

/**
 * The asset curve and the yield-against-benchmark series (percent). The benchmark's yield is its
 * close against the first day's close.
 */
export function assetSeries(days: readonly AssetDay[]): {
  assets: ChartSeries[];
  yields: ChartSeries[];
} {
  const first = days.find((d) => d.benchmarkClose)?.benchmarkClose ?? null;
  return {
    assets: [{ name: '总资产', data: days.map((d) => [dayMs(d.tradeDate), d.totalAssets]) }],
    yields: [
      {
        name: '收益率',
        data: days.map((d) => [dayMs(d.tradeDate), pct(d.totalYield)]),
        color: '#cf1322',
      },
      {
        name: '基准收益率',
        data: first
          ? days
              .filter((d) => d.benchmarkClose)
              .map((d) => [dayMs(d.tradeDate), pct((d.benchmarkClose as number) / first - 1)])
          : [],
        color: '#1f5fbf',
      },
    ],
  };
}

/** Two charts side by side: assets, and yield against the benchmark. */
export function AssetCharts({ days, loading }: { days: readonly AssetDay[]; loading: boolean }) {
  const { assets, yields } = assetSeries(days);
  const empty = <Empty description="暂无数据，收盘结算后生成" />;
  return (
    <Grid gutter={12}>
      <Col span={12}>
        <Card size="small" title="资产曲线" loading={loading}>
          {days.length ? <LineChart series={assets} height={260} /> : empty}
        </Card>
      </Col>
      <Col span={12}>
        <Card size="small" title="收益率与基准对比" loading={loading}>
          {days.length ? <LineChart series={yields} percent height={260} /> : empty}
        </Card>
      </Col>
    </Grid>
  );
}
