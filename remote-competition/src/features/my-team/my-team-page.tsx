import { useSession } from '@portal/shared-kit';
import { Card, Empty, Table } from 'antd';
import { useQuery } from '../../state/data-hooks';
import type { TeamMember } from './api/get-my-team';

/** /ExchangeMonitor/MyTeam: my team in the current contest and its members (spec §4). */
export function MyTeamPage() {
  const s = useSession();
  const matchID = s.currentMatch?.matchID ?? 0;
  const team = useQuery('getMyTeam', { matchID }, { skip: !matchID });
  if (!matchID)
    return (
      <Card>
        <Empty description="请先选择比赛" />
      </Card>
    );
  return (
    <div data-page="MyTeam">
      <Card
        title={team.data ? `我的团队：${team.data.teamName}` : '我的团队'}
        className="cmp-page-card"
        loading={team.loading}
      >
        <Table<TeamMember>
          size="small"
          rowKey="userID"
          dataSource={team.data?.members ?? []}
          pagination={false}
          locale={{ emptyText: '暂无数据' }}
          columns={[
            { title: '姓名', dataIndex: 'realName' },
            { title: '交易账号', dataIndex: 'traderID' },
          ]}
        />
      </Card>
    </div>
  );
}
