// The portal's one shared Highcharts (scripts/webpack/shared-deps.cjs) with the stock module.
import { Highcharts } from '../../common/charts/highcharts-zh';
import 'highcharts/modules/stock';
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';
import { Button, Card, Select, Space, Table, Tabs, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import type { Achievement } from './api/achieve-api';
import { ExamStatsTab, ProjectStatsTab } from './components/exam-stats-tab';
import { ProvinceTab } from './components/province-tab';
import { SkillTab } from './components/skill-tab';
import { useMutation, useQuery } from './hooks';

const dash = (v: number | null) => v ?? '—';
/** Each student's counts and averages. */
const ACHIEVEMENT_COLUMNS: TableColumnsType<Achievement> = [
  { title: '班级', dataIndex: 'className', render: (v: string) => v || '—' },
  { title: '用户名', dataIndex: 'userName' },
  { title: '姓名', dataIndex: 'realName' },
  { title: '省份', dataIndex: 'province', render: (v: string) => v || '—' },
  { title: '考试次数', dataIndex: 'exams' },
  { title: '考试平均分', dataIndex: 'examAvg', render: dash },
  { title: '提交报告', dataIndex: 'reports' },
  { title: '报告平均分', dataIndex: 'reportAvg', render: dash },
  { title: '实训次数', dataIndex: 'trainings' },
  { title: '实训平均分', dataIndex: 'trainingAvg', render: dash },
  { title: '实训时长（分钟）', dataIndex: 'minutes' },
];

/** The column chart of each student's exam, report and training averages. */
function averagesChart(rows: Achievement[]): Highcharts.Options {
  return {
    chart: { type: 'column', height: 260 },
    title: { text: '学生平均成绩' },
    credits: { enabled: false },
    xAxis: { categories: rows.map((r) => r.realName || r.userName) },
    yAxis: { title: { text: '分数' }, max: 100 },
    series: [
      { type: 'column', name: '考试平均分', data: rows.map((r) => r.examAvg) },
      { type: 'column', name: '报告平均分', data: rows.map((r) => r.reportAvg) },
      { type: 'column', name: '实训平均分', data: rows.map((r) => r.trainingAvg) },
    ],
  };
}

/**
 * TrainAchieveManage (teachers): each student's exams, reports and trainings with a chart and the
 * .xlsx export; statistics per exam and per training project; the skill tools' results (issue 19);
 * the province map (spec §1).
 */
export function TrainAchieveManagePage() {
  const [classID, setClassID] = useState<number | undefined>(undefined);
  const classes = useQuery('achieveClasses', undefined);
  const list = useQuery('searchAchievements', { classID });
  const exporter = useMutation('exportAchievements');
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const chart = useMemo<Highcharts.Options>(() => averagesChart(rows), [rows]);
  return (
    <Card
      title="成绩统计"
      className="trn-page-card"
      data-page="TrainAchieveManage"
      extra={
        <Space>
          <Select
            allowClear
            placeholder="全部班级"
            style={{ width: 180 }}
            value={classID}
            onChange={(v?: number) => setClassID(v)}
            options={(classes.data?.list ?? []).map((c) => ({
              value: c.classID,
              label: c.className,
            }))}
          />
          <Button onClick={() => exporter.run({ classID })}>导出Excel</Button>
        </Space>
      }
    >
      <Tabs
        items={[
          {
            key: 'students',
            label: '学生成绩',
            children: (
              <>
                {rows.length > 0 && <HighchartsReact highcharts={Highcharts} options={chart} />}
                <Table<Achievement>
                  rowKey="userID"
                  size="small"
                  loading={list.loading}
                  dataSource={rows}
                  locale={{ emptyText: '暂无数据' }}
                  pagination={{ pageSize: 20, showSizeChanger: false }}
                  columns={ACHIEVEMENT_COLUMNS}
                />
              </>
            ),
          },
          { key: 'exams', label: '考试统计', children: <ExamStatsTab classID={classID} /> },
          { key: 'projects', label: '实训统计', children: <ProjectStatsTab classID={classID} /> },
          { key: 'skills', label: '技能练习', children: <SkillTab classID={classID} /> },
          { key: 'provinces', label: '地区分布', children: <ProvinceTab classID={classID} /> },
        ]}
      />
    </Card>
  );
}
