import { Table } from 'antd';
import type { SkillRow } from '../api/achieve-api';
import { useQuery } from '../hooks';

type Tool = 'tell' | 'label' | 'disc' | 'timeshar' | 'histrade';
const TOOLS: { tool: Tool; title: string }[] = [
  { tool: 'tell', title: 'K线识别' },
  { tool: 'label', title: 'K线标注' },
  { tool: 'disc', title: 'K线判断' },
  { tool: 'timeshar', title: '分时图' },
  { tool: 'histrade', title: '历史交易' },
];

/** "82.5（3次）": the average stored score and how many were stored; — for none. */
const avg = (count: number, v: number | null) => (count && v !== null ? `${v}（${count}次）` : '—');

/**
 * 技能练习 of TrainAchieveManage: each student's skill-tool results from the stored scores —
 * finished market replays with their average excess over buy-and-hold, and the average score and
 * count of each K-line tool.
 */
export function SkillTab({ classID }: { classID?: number }) {
  const list = useQuery('searchSkillSummary', { classID });
  return (
    <Table<SkillRow>
      rowKey="userID"
      size="small"
      data-skill-table=""
      loading={list.loading}
      dataSource={list.data ?? []}
      locale={{ emptyText: '暂无数据' }}
      pagination={{ pageSize: 20, showSizeChanger: false }}
      columns={[
        { title: '班级', dataIndex: 'className', render: (v: string) => v || '—' },
        { title: '用户名', dataIndex: 'userName' },
        { title: '姓名', dataIndex: 'realName' },
        { title: '完成回放', dataIndex: 'replays' },
        {
          title: '回放超额收益',
          render: (_, s) => (s.replayExcess === null ? '—' : `${s.replayExcess.toFixed(2)}%`),
        },
        ...TOOLS.map(({ tool, title }) => ({
          title,
          key: tool,
          render: (_: unknown, s: SkillRow) => avg(s[`${tool}Count`], s[`${tool}Avg`]),
        })),
      ]}
    />
  );
}
