import { Card, Table } from 'antd';
import type { SkillSummary } from './api/kchart-api';
import { useQuery } from './hooks';

const avg = (count: number, v: number | null) => (count && v !== null ? `${v}（${count}次）` : '—');

/**
 * /TrainSkillAchieve: results of the skill tools per student — finished replays and their excess
 * over buy-and-hold, K-line scores by tool (teachers see every student, students themselves).
 * Opened from TrainAchieveManage (成绩统计) and TrainResult.
 */
export function SkillAchievePage() {
  const list = useQuery('skillSummary', undefined);
  return (
    <Card title="技能练习成绩" className="trn-page-card" data-page="TrainSkillAchieve">
      <Table<SkillSummary>
        rowKey="userID"
        size="small"
        loading={list.loading}
        dataSource={list.data ?? []}
        locale={{ emptyText: '暂无数据' }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        columns={[
          { title: '用户名', dataIndex: 'userName' },
          { title: '姓名', dataIndex: 'realName' },
          { title: '完成回放', dataIndex: 'replays' },
          {
            title: '回放超额收益',
            render: (_, s) => (s.replayExcess === null ? '—' : `${s.replayExcess.toFixed(2)}%`),
          },
          { title: 'K线识别', render: (_, s) => avg(s.tellCount, s.tellAvg) },
          { title: 'K线标注', render: (_, s) => avg(s.labelCount, s.labelAvg) },
          { title: 'K线判断', render: (_, s) => avg(s.discCount, s.discAvg) },
          { title: '分时图', render: (_, s) => avg(s.timesharCount, s.timesharAvg) },
          { title: '历史交易', render: (_, s) => avg(s.histradeCount, s.histradeAvg) },
        ]}
      />
    </Card>
  );
}
