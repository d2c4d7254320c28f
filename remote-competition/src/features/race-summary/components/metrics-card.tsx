import { formatMoney } from '@portal/shared-kit';
import { Card, Col, Empty, Row as Grid, Statistic } from 'antd';
import { num, type Row } from '../../../common/api/field';

const METRICS: { label: string; field: string; pct?: boolean; money?: boolean }[] = [
  { label: '排名', field: 'Rank' },
  { label: '总资产', field: 'TotalAssets', money: true },
  { label: '总盈亏', field: 'TotalProfitLoss', money: true },
  { label: '总收益率', field: 'TotalYield', pct: true },
  { label: '当日收益率', field: 'TodayYield', pct: true },
  { label: '年化收益率', field: 'AnnualYield', pct: true },
  { label: '最大回撤', field: 'MaxRetracement', pct: true },
  { label: '夏普比率', field: 'SharpIndex' },
  { label: '贝塔值', field: 'BetaValue' },
  { label: '综合得分', field: 'ComplexScore' },
  { label: '违规次数', field: 'FoulCount' },
  { label: '交易天数', field: 'TradingDays' },
];

/** A trader's latest ranking row as headline figures; undefined metrics show —. */
export function MetricsCard({ row, loading }: { row: Row | null | undefined; loading: boolean }) {
  return (
    <Card title="个人赛况" className="cmp-page-card" loading={loading && !row}>
      {row ? (
        <Grid gutter={[12, 16]}>
          {METRICS.map((m) => {
            const v = num(row, m.field);
            const text = !Number.isFinite(v)
              ? '—'
              : m.pct
                ? `${formatMoney(v * 100)}%`
                : m.money
                  ? formatMoney(v)
                  : String(Math.round(v * 10000) / 10000);
            return (
              <Col span={4} key={m.field}>
                <Statistic title={m.label} value={text} />
              </Col>
            );
          })}
        </Grid>
      ) : (
        <Empty description="暂无排名数据，收盘结算后生成" />
      )}
    </Card>
  );
}
