import { Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { shownTime } from '../../common/format';
import type { Exam } from './api/exam-api';
import { useMutation, useQuery } from './hooks';

/** TrainExaminManage (admins and teachers): exams, publishing, results. */
export function ExamManagePage() {
  const navigate = useNavigate();
  const [pageIndex, setPage] = useState(1);
  const list = useQuery('searchExams', { pageIndex, pageSize: 10 });
  const publish = useMutation('publishExam');
  const remove = useMutation('deleteExam');
  return (
    <Card
      title="考试管理"
      className="trn-page-card"
      data-page="TrainExaminManage"
      extra={
        <Button type="primary" onClick={() => navigate('/examManage/addExam')}>
          新建考试
        </Button>
      }
    >
      <Table<Exam>
        rowKey="examID"
        size="small"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无考试' }}
        pagination={{
          current: pageIndex,
          pageSize: 10,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: '考试名称', dataIndex: 'title' },
          { title: '开始时间', dataIndex: 'startTime', width: 170, render: shownTime },
          { title: '结束时间', dataIndex: 'endTime', width: 170, render: shownTime },
          { title: '时长（分钟）', dataIndex: 'durationMinutes', width: 100 },
          { title: '题数', dataIndex: 'questionCount', width: 60 },
          { title: '总分', dataIndex: 'totalScore', width: 60 },
          { title: '班级', dataIndex: 'classNames', render: (v: string) => v || '—' },
          {
            title: '状态',
            dataIndex: 'published',
            width: 80,
            render: (v: boolean) => (v ? <Tag color="green">已发布</Tag> : <Tag>未发布</Tag>),
          },
          {
            title: '操作',
            width: 250,
            render: (_: unknown, e) => (
              <Space>
                {!e.published && (
                  <Button
                    size="small"
                    onClick={() => publish.run({ examID: e.examID }, ['searchExams'])}
                  >
                    发布
                  </Button>
                )}
                <Button
                  size="small"
                  onClick={() => navigate(`/examManage/addExam?examID=${e.examID}`)}
                >
                  编辑
                </Button>
                <Button size="small" onClick={() => navigate(`/releasedExam?examID=${e.examID}`)}>
                  成绩
                </Button>
                <Popconfirm
                  title="确定删除该考试？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => remove.run({ examID: e.examID }, ['searchExams'])}
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
