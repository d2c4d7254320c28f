import { Button, Card, Table, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatTime } from '../../common/format-time';
import { matchTypeName } from '../../common/match-type-names';
import { useQuery } from '../../state/data-hooks';

/** /racingInfo/racingInfo (admin): contests in progress with their trader counts. */
export function RacingInfoPage() {
  const navigate = useNavigate();
  const list = useQuery('searchMatchList', { state: 1, pageIndex: 1, pageSize: 200 });
  return (
    <Card title="进行中的比赛" data-page="racingInfo">
      <Table
        size="small"
        rowKey="matchID"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无进行中的比赛' }}
        pagination={{ pageSize: 15, showSizeChanger: false }}
        columns={[
          { title: '比赛名称', dataIndex: 'matchName' },
          { title: '类型', render: (_v, m) => matchTypeName(m.matchType) },
          {
            title: '比赛时间',
            render: (_v, m) => `${formatTime(m.startTime)} ~ ${formatTime(m.endTime)}`,
          },
          { title: '参赛人数', dataIndex: 'traderCount' },
          {
            title: '发布',
            render: (_v, m) =>
              m.isPublished ? <Tag color="green">已发布</Tag> : <Tag>未发布</Tag>,
          },
          {
            title: '操作',
            render: (_v, m) => (
              <Button
                type="link"
                size="small"
                onClick={() => void navigate(`/UserCenter/UserCompetOver?matchID=${m.matchID}`)}
              >
                参赛数据
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
