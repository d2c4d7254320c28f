import { Button, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import type { Question } from '../api/exam-api';
import { useMutation, useQuery } from '../hooks';
import { answerText } from './answer-text';

/** The question bank under the question form: paged, with 编辑 (fills the form) and 删除. */
export function QuestionBankTable({ onEdit }: { onEdit: (q: Question) => void }) {
  const [pageIndex, setPage] = useState(1);
  const list = useQuery('searchQuestions', { pageIndex, pageSize: 10 });
  const remove = useMutation('deleteQuestion');
  return (
    <Table<Question>
      rowKey="questionID"
      size="small"
      loading={list.loading}
      dataSource={list.data?.list ?? []}
      locale={{ emptyText: '暂无试题' }}
      pagination={{
        current: pageIndex,
        pageSize: 10,
        total: list.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
      }}
      columns={[
        { title: '题型', dataIndex: 'typeName', width: 80 },
        { title: '题目', dataIndex: 'content' },
        { title: '科目', dataIndex: 'subjectName', width: 140, render: (v: string) => v || '—' },
        {
          title: '答案',
          dataIndex: 'answer',
          width: 70,
          render: (v: string, q) => answerText(q.questionType, v),
        },
        {
          title: '操作',
          width: 140,
          render: (_: unknown, q) => (
            <Space>
              <Button size="small" onClick={() => onEdit(q)}>
                编辑
              </Button>
              <Popconfirm
                title="确定删除该试题？"
                okText="删除"
                cancelText="取消"
                onConfirm={() => remove.run({ questionID: q.questionID }, ['searchQuestions'])}
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
  );
}
