import { formatMoney } from '@portal/shared-kit';
import { Button, Card, Table } from 'antd';
import { useNavigate } from 'react-router-dom';
import { num } from '../../../common/api/field';
import { useQuery } from '../../../state/data-hooks';
import type { RankingRow } from '../../rank/api/search-personal-rankings';
import { pageAround } from './today-pnl';

const PAGE = 5;

/** 我的排名附近: the ranking page that holds the student, the student's row marked. */
export function RankAroundCard({ matchID, traderID }: { matchID: number; traderID: string }) {
  const navigate = useNavigate();
  const mine = useQuery('getMyLatestRanking', { matchID });
  const rank = mine.data?.Rank ?? NaN;
  const page = pageAround(rank, PAGE);
  const rows = useQuery(
    'searchPersonalRankings',
    { matchID, pageIndex: page, pageSize: PAGE },
    { skip: mine.loading },
  );
  const isMe = (r: RankingRow) => String(r.TraderID) === String(traderID);
  return (
    <Card
      size="small"
      title={Number.isFinite(rank) ? `我的排名：第${rank}名` : '我的排名'}
      data-testid="rank-around-card"
      extra={
        <Button type="link" size="small" onClick={() => navigate('/ExchangeMonitor/Rank')}>
          完整排行
        </Button>
      }
    >
      <Table<RankingRow>
        size="small"
        loading={rows.loading}
        rowKey={(r) => String(r.TraderID)}
        rowClassName={(r) => (isMe(r) ? 'cmp-my-row' : '')}
        dataSource={rows.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: '暂无排名，收盘结算后生成' }}
        columns={[
          {
            title: '排名',
            key: 'r',
            width: 56,
            render: (_v, r, i) => r.Rank || (page - 1) * PAGE + i + 1,
          },
          {
            title: '选手',
            key: 'u',
            render: (_v, r) => r.RealName,
          },
          {
            title: '总资产',
            key: 'a',
            align: 'right',
            className: 'cmp-nowrap',
            render: (_v, r) => {
              const v = num(r, 'TotalAssets');
              return Number.isFinite(v) ? formatMoney(v) : '—';
            },
          },
        ]}
      />
    </Card>
  );
}
