import { formatMoney } from '@portal/shared-kit';
import { Button, Card, Table } from 'antd';
import { useNavigate } from 'react-router-dom';
import { field, num, str, type Row } from '../../../common/api/field';
import { useQuery } from '../../../state/data-hooks';
import { pageAround } from './today-pnl';

const PAGE = 5;

/** 我的排名附近: the ranking page that holds the student, the student's row marked. */
export function RankAroundCard({ matchID, traderID }: { matchID: number; traderID: string }) {
  const navigate = useNavigate();
  const mine = useQuery('getMyLatestRanking', { matchID });
  const rank = num(mine.data ?? undefined, 'Rank');
  const page = pageAround(rank, PAGE);
  const rows = useQuery(
    'searchPersonalRankings',
    { matchID, pageIndex: page, pageSize: PAGE },
    { skip: mine.loading },
  );
  const isMe = (r: Row) => str(r, 'TraderID') === String(traderID);
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
      <Table<Row>
        size="small"
        loading={rows.loading}
        rowKey={(r) => str(r, 'TraderID', 'UserName')}
        rowClassName={(r) => (isMe(r) ? 'cmp-my-row' : '')}
        dataSource={rows.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: '暂无排名，收盘结算后生成' }}
        columns={[
          {
            title: '排名',
            key: 'r',
            width: 56,
            render: (_v, r, i) => num(r, 'Rank') || (page - 1) * PAGE + i + 1,
          },
          {
            title: '选手',
            key: 'u',
            render: (_v, r) => String(field(r, 'RealName', 'UserName') ?? ''),
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
