import { Modal, Table } from 'antd';
import type { KlineSet } from '../api/sets-api';
import { useQuery } from '../hooks';

/** A teacher's view of one 题组: per student, each round's counted score and attempts. */
export function SetStatsModal(props: { set: KlineSet; onClose: () => void }) {
  const stats = useQuery('setStats', { setID: props.set.setID });
  const rounds = props.set.rounds.map((_, i) => ({
    title: `第${i + 1}组`,
    key: `r${i}`,
    render: (_: unknown, x: { rounds: { score: number | null; used: number }[] }) => {
      const r = x.rounds[i];
      return r && r.used > 0 ? `${r.score ?? 0}分（${r.used}次）` : '未作答';
    },
  }));
  return (
    <Modal
      open
      width={720}
      title={`${props.set.name} 成绩（每组计分${props.set.attempts}次，取最高分）`}
      footer={null}
      onCancel={props.onClose}
    >
      <Table
        rowKey="userID"
        size="small"
        loading={stats.loading}
        pagination={false}
        dataSource={stats.data?.students ?? []}
        columns={[
          { title: '学生', render: (_, x) => x.realName || x.userName },
          ...rounds,
          { title: '计分成绩', dataIndex: 'countedScore' },
          { title: '作答次数', dataIndex: 'attemptsUsed' },
        ]}
      />
    </Modal>
  );
}
