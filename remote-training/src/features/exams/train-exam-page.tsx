import { Button, Card, Table, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { shownTime } from '../../common/format';
import type { MyExam } from './api/exam-api';
import { useQuery } from './hooks';

const STATE = ['未开始', '作答中', '已交卷'];

/** TrainExam (students; examHistory lists the submitted ones): the exams of the student's class. */
export function TrainExamPage(props: { history?: boolean }) {
  const navigate = useNavigate();
  const list = useQuery('searchMyExams', undefined);
  const rows = (list.data ?? []).filter((e) => !props.history || e.state === 2);
  return (
    <Card
      title={props.history ? '考试记录' : '我的考试'}
      className="trn-page-card"
      data-page="TrainExam"
    >
      <Table<MyExam>
        rowKey="examID"
        size="small"
        loading={list.loading}
        dataSource={rows}
        locale={{ emptyText: '暂无考试' }}
        pagination={false}
        columns={[
          { title: '考试名称', dataIndex: 'title' },
          { title: '开始时间', dataIndex: 'startTime', width: 170, render: shownTime },
          { title: '结束时间', dataIndex: 'endTime', width: 170, render: shownTime },
          { title: '时长（分钟）', dataIndex: 'durationMinutes', width: 100 },
          { title: '总分', dataIndex: 'totalScore', width: 60 },
          {
            title: '状态',
            dataIndex: 'state',
            width: 80,
            render: (s: number) => (
              <Tag color={s === 2 ? 'green' : undefined}>{STATE[s] ?? ''}</Tag>
            ),
          },
          { title: '得分', dataIndex: 'score', width: 60, render: (v: number | null) => v ?? '—' },
          {
            title: '操作',
            width: 110,
            render: (_: unknown, e) =>
              e.state === 2 ? (
                <Button
                  size="small"
                  onClick={() => navigate(`/systemExam/systemExam?examID=${e.examID}`)}
                >
                  查看试卷
                </Button>
              ) : (
                <Button
                  size="small"
                  type="primary"
                  onClick={() => navigate(`/systemExam/systemExam?examID=${e.examID}`)}
                >
                  {e.state === 1 ? '继续考试' : '开始考试'}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
