import { formatTime } from '../../common/format-time';
import { isCombineRecord, useSession, type MatchInfo } from '@portal/shared-kit';
import { Button, Card, Table, Tabs, Tag } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { matchTypeName } from '../../common/match-type-names';
import { matchSlice } from '../../shell/match/match.slice';
import { selectMatch } from '../../state/competition-key';
import { ApplyList } from './components/apply-list';

const STATES = ['未开始', '进行中', '已结束'];

/** /UserCenter/MyRace: my contests (enter one) and the contests open for enrolment. */
export function MyRacePage() {
  const dispatch = useDispatch();
  const { matches } = useSelector(selectMatch);
  const { currentMatch } = useSession();
  const isCurrent = (m: MatchInfo) =>
    !!currentMatch && !isCombineRecord(currentMatch) && currentMatch.matchID === m.matchID;
  return (
    <Card title="我的比赛" data-page="MyRace">
      <Tabs
        items={[
          {
            key: 'mine',
            label: '已参加的比赛',
            children: (
              <Table<MatchInfo>
                size="small"
                rowKey="matchID"
                dataSource={matches}
                pagination={{ pageSize: 10, showSizeChanger: false }}
                columns={[
                  { title: '比赛名称', dataIndex: 'matchName' },
                  { title: '类型', render: (_v, m) => matchTypeName(m.matchType) },
                  {
                    title: '比赛时间',
                    render: (_v, m) =>
                      `${formatTime(m.matchStartTime)} ~ ${formatTime(m.matchEndTime)}`,
                  },
                  {
                    title: '状态',
                    render: (_v, m) =>
                      STATES[Number((m as { currentState?: number }).currentState ?? 0)],
                  },
                  { title: '交易账号', dataIndex: 'traderID' },
                  {
                    title: '操作',
                    render: (_v, m) =>
                      isCurrent(m) ? (
                        <Tag color="blue">当前比赛</Tag>
                      ) : (
                        <Button
                          size="small"
                          type="link"
                          onClick={() => dispatch(matchSlice.actions.switchTo(m))}
                        >
                          进入比赛
                        </Button>
                      ),
                  },
                ]}
              />
            ),
          },
          { key: 'apply', label: '报名比赛', children: <ApplyList /> },
        ]}
      />
    </Card>
  );
}
