import { Card, Table } from 'antd';
import { useEffect } from 'react';
import { shownTime } from '../../../common/format';
import type { KChartScore } from '../api/kchart-api';
import { useQuery } from '../hooks';

export const TOOL_NAMES: Record<KChartScore['tool'], string> = {
  tell: 'K线识别',
  label: 'K线标注',
  disc: 'K线判断',
  histrade: '历史交易',
  timeshar: '分时图',
};

/** Stored K-line scores of one tool: the student's own, every student's for teachers. */
export function ScoreHistory({ tool, reload }: { tool: KChartScore['tool']; reload: number }) {
  const list = useQuery('kchartScores', undefined);
  useEffect(() => {
    if (reload) list.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reload]);
  return (
    <Card size="small" title="成绩记录">
      <Table<KChartScore>
        rowKey="scoreID"
        size="small"
        dataSource={(list.data ?? []).filter((s) => s.tool === tool)}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[
          { title: '学生', dataIndex: 'userName' },
          { title: '练习', render: (_, s) => TOOL_NAMES[s.tool] },
          { title: '题组编号', dataIndex: 'seed' },
          { title: '得分', dataIndex: 'score' },
          { title: '时间', dataIndex: 'createTime', render: shownTime },
        ]}
      />
    </Card>
  );
}
