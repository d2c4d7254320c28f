import { Button, Card, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { shownTime } from '../../common/format';
import type { Exam } from './api/exam-api';
import { useMutation, useQuery } from './hooks';

/** The exam table's columns: 发布 (while unpublished), 编辑, 成绩 and 删除. */
function examColumns(a: {
  onPublish: (e: Exam) => void;
  onEdit: (e: Exam) => void;
  onResults: (e: Exam) => void;
  onDelete: (e: Exam) => void;
}): TableColumnsType<Exam> {
  return [
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
            <Button size="small" onClick={() => a.onPublish(e)}>
              发布
            </Button>
          )}
          <Button size="small" onClick={() => a.onEdit(e)}>
            编辑
          </Button>
          <Button size="small" onClick={() => a.onResults(e)}>
            成绩
          </Button>
          <Popconfirm
            title="确定删除该考试？"
            okText="删除"
            cancelText="取消"
            onConfirm={() => a.onDelete(e)}
          >
            <Button size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}

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
        columns={examColumns({
          onPublish: (e) => publish.run({ examID: e.examID }, ['searchExams']),
          onEdit: (e) => navigate(`/examManage/addExam?examID=${e.examID}`),
          onResults: (e) => navigate(`/releasedExam?examID=${e.examID}`),
          onDelete: (e) => remove.run({ examID: e.examID }, ['searchExams']),
        })}
      />
    </Card>
  );
}
