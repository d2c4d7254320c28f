import { Button, Card, Progress, Table, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { shownTime } from '../../common/format';
import type { ExamStats } from './api/exam-api';
import { useQuery } from './hooks';

/** releasedExam?examID= (teachers): each paper, the score distribution and per-question error rates. */
export function ReleasedExamPage() {
  const navigate = useNavigate();
  const examID = Number(useSearchParams()[0].get('examID'));
  const stats = useQuery('getExamPapers', { examID }, { skip: !(examID > 0) });
  const d = stats.data;
  return (
    <Card
      title={d ? `成绩：${d.exam.title}` : '考试成绩'}
      className="trn-page-card"
      data-page="releasedExam"
      loading={stats.loading}
    >
      <Table<ExamStats['papers'][number]>
        rowKey="paperID"
        size="small"
        dataSource={d?.papers ?? []}
        locale={{ emptyText: '暂无答卷' }}
        pagination={false}
        columns={[
          { title: '用户名', dataIndex: 'userName' },
          { title: '姓名', dataIndex: 'realName' },
          { title: '开始时间', dataIndex: 'startedAt', render: shownTime },
          { title: '交卷时间', dataIndex: 'submittedAt', render: shownTime },
          { title: '得分', dataIndex: 'score', render: (v: number | null) => v ?? '—' },
          {
            title: '操作',
            render: (_: unknown, p) => (
              <Button size="small" onClick={() => navigate(`/TrainExamInfo?paperID=${p.paperID}`)}>
                查看试卷
              </Button>
            ),
          },
        ]}
      />
      <Typography.Title level={5}>成绩分布</Typography.Title>
      {(d?.distribution ?? []).map((b) => (
        <div key={b.label}>
          {b.label}：{b.count}人
        </div>
      ))}
      <Typography.Title level={5}>各题错误率</Typography.Title>
      {(d?.questions ?? []).map((q, i) => (
        <div key={q.questionID}>
          {i + 1}. {q.content}
          <Progress percent={Math.round(q.errorRate * 100)} size="small" status="exception" />
        </div>
      ))}
    </Card>
  );
}
