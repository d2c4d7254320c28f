import { Highcharts } from '../../../common/charts/highcharts-zh';
import { HighchartsReact } from 'highcharts-react-official';
import { Table } from 'antd';
import { useMemo } from 'react';
import type { ExamStat, ProjectStat } from '../api/achieve-api';
import { useQuery } from '../hooks';

const dash = (v: number | null) => v ?? '—';
const percent = (v: number | null) => (v == null ? '—' : `${v}%`);

/** 考试统计: each published exam's completion, scores, pass rate and time, with a chart. */
export function ExamStatsTab({ classID }: { classID?: number }) {
  const list = useQuery('searchExamStats', { classID });
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const chart = useMemo<Highcharts.Options>(
    () => ({
      chart: { type: 'column', height: 260 },
      title: { text: '各考试平均分与及格率' },
      credits: { enabled: false },
      xAxis: { categories: rows.map((r) => r.title) },
      yAxis: [
        { title: { text: '分数' } },
        { title: { text: '及格率（%）' }, max: 100, opposite: true },
      ],
      series: [
        { type: 'column', name: '平均分', data: rows.map((r) => r.avgScore) },
        { type: 'line', name: '及格率', yAxis: 1, data: rows.map((r) => r.passRate) },
      ],
    }),
    [rows],
  );
  return (
    <>
      {rows.length > 0 && <HighchartsReact highcharts={Highcharts} options={chart} />}
      <Table<ExamStat>
        rowKey="examID"
        size="small"
        loading={list.loading}
        dataSource={rows}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        locale={{ emptyText: '暂无考试' }}
        columns={[
          { title: '考试名称', dataIndex: 'title' },
          { title: '总分', dataIndex: 'totalScore' },
          {
            title: '完成情况',
            render: (_: unknown, r) => `${r.submitted} / ${r.assigned}`,
          },
          { title: '平均分', dataIndex: 'avgScore', render: dash },
          { title: '最高分', dataIndex: 'maxScore', render: dash },
          { title: '最低分', dataIndex: 'minScore', render: dash },
          { title: '及格率', dataIndex: 'passRate', render: percent },
          { title: '平均用时（分钟）', dataIndex: 'avgMinutes', render: dash },
        ]}
      />
    </>
  );
}

/** 实训统计: each training project's students, trainings, scores and time. */
export function ProjectStatsTab({ classID }: { classID?: number }) {
  const list = useQuery('searchProjectStats', { classID });
  return (
    <Table<ProjectStat>
      rowKey="tpInfoID"
      size="small"
      loading={list.loading}
      dataSource={list.data ?? []}
      pagination={{ pageSize: 10, showSizeChanger: false }}
      locale={{ emptyText: '暂无已结束的实训' }}
      columns={[
        { title: '实训项目', dataIndex: 'title' },
        { title: '参与学生', dataIndex: 'students' },
        { title: '实训次数', dataIndex: 'trainings' },
        { title: '平均成绩', dataIndex: 'avgScore', render: dash },
        { title: '平均时长（分钟）', dataIndex: 'avgMinutes', render: dash },
      ]}
    />
  );
}
