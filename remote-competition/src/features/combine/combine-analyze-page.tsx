import { EMPTY_NUMBER_TEXT, formatMoney, useSession } from '@portal/shared-kit';
import { Card, Empty, Table } from 'antd';
import { AssetCharts } from '../../common/contest/asset-charts';
import { useQuery } from '../../state/data-hooks';
import type { CombineDay } from './api/search-combine-daily-yield';

/** A yield in percent; a combine's first day has no daily yield (null): shown as —, not 0.00%. */
const pct = (v: number | null) => (v === null ? EMPTY_NUMBER_TEXT : `${formatMoney(v * 100)}%`);

/** /CombineAnalyze: daily yield and asset curve of the current combine, or of my trader in a contest. */
export function CombineAnalyzePage() {
  const { currentMatch: m, isCombine } = useSession();
  const combine = useQuery(
    'searchCombineDailyYield',
    { combineID: m?.combineID ?? 0 },
    { skip: !m || !isCombine },
  );
  const history = useQuery(
    'getHistoryMatchData',
    { MatchID: m?.matchID ?? 0, TraderID: m?.traderID ?? '' },
    { skip: !m || isCombine || !m.traderID },
  );
  if (!m)
    return (
      <Card>
        <Empty description="请先选择比赛或组合" />
      </Card>
    );
  const days: CombineDay[] = isCombine ? (combine.data?.list ?? []) : (history.data?.days ?? []);
  return (
    <div data-page="CombineAnalyze">
      <AssetCharts days={days} loading={isCombine ? combine.loading : history.loading} />
      <Card title={`每日收益 · ${m.matchName}`} className="cmp-page-card" style={{ marginTop: 12 }}>
        <Table<CombineDay>
          size="small"
          rowKey="tradeDate"
          dataSource={[...days].reverse()}
          locale={{ emptyText: '暂无数据，收盘结算后生成' }}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          columns={[
            { title: '交易日', dataIndex: 'tradeDate' },
            { title: '总资产', align: 'right', render: (_v, d) => formatMoney(d.totalAssets) },
            { title: '单位净值', align: 'right', render: (_v, d) => d.nav?.toFixed(4) },
            { title: '当日收益率', align: 'right', render: (_v, d) => pct(d.dailyYield) },
            { title: '累计收益率', align: 'right', render: (_v, d) => pct(d.totalYield) },
          ]}
        />
      </Card>
    </div>
  );
}
