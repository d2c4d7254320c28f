import { formatMoney } from '@portal/shared-kit';
import { Card, Empty, Table } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { num } from '../../common/api/field';
import { AssetCharts } from '../../common/contest/asset-charts';
import { useQuery } from '../../state/data-hooks';
import type { RankingRow } from '../rank/api/search-personal-rankings';

const pct = (v: number) => (Number.isFinite(v) ? `${formatMoney(v * 100)}%` : '—');

/** /ExchangeMonitor/raceEndInfo?matchID=: an ended contest's final ranking and my asset history. */
export function RaceEndInfoPage() {
  const [params] = useSearchParams();
  const matchID = Number(params.get('matchID')) || 0;
  const traderID = params.get('traderID') ?? '';
  const ranking = useQuery(
    'searchPersonalRankings',
    { matchID, pageIndex: 1, pageSize: 50 },
    { skip: !matchID },
  );
  const history = useQuery(
    'getHistoryMatchData',
    { MatchID: matchID, TraderID: traderID },
    { skip: !matchID || !traderID },
  );
  if (!matchID)
    return (
      <Card>
        <Empty description="请选择已结束的比赛" />
      </Card>
    );
  return (
    <div data-page="raceEndInfo">
      <Card title="最终排名" className="cmp-page-card">
        <Table<RankingRow>
          size="small"
          rowKey={(r) => String(r.TraderID)}
          loading={ranking.loading}
          dataSource={ranking.data?.list ?? []}
          rowClassName={(r) => (String(r.TraderID) === traderID ? 'cmp-row-mine' : '')}
          pagination={false}
          columns={[
            { title: '排名', render: (_v, r) => r.Rank },
            { title: '姓名', render: (_v, r) => r.RealName },
            { title: '班级', render: (_v, r) => r.ClassName },
            {
              title: '总资产',
              align: 'right',
              render: (_v, r) => formatMoney(num(r, 'TotalAssets')),
            },
            { title: '总收益率', align: 'right', render: (_v, r) => pct(num(r, 'TotalYield')) },
            { title: '最大回撤', align: 'right', render: (_v, r) => pct(num(r, 'MaxRetracement')) },
            {
              title: '综合得分',
              align: 'right',
              render: (_v, r) => {
                const v = num(r, 'ComplexScore');
                return Number.isFinite(v) ? v.toFixed(2) : '—';
              },
            },
          ]}
        />
      </Card>
      {traderID ? (
        <div style={{ marginTop: 12 }}>
          <AssetCharts days={history.data?.days ?? []} loading={history.loading} />
        </div>
      ) : null}
    </div>
  );
}
