import { Button, Card, Form, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Question } from './api/exam-api';
import { useMutation, useMutationDone, useQuery } from './hooks';

type XForm = { title: string; classIDs: number[] };

/** TrainExercAddEdit (admins and teachers): an exercise from questions of the bank, for classes. */
export function ExerciseEditPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<XForm>();
  const [ids, setIds] = useState<number[]>([]);
  const bank = useQuery('searchQuestions', { pageIndex: 1, pageSize: 1000 });
  const classes = useQuery('examClasses', undefined);
  const add = useMutation('addExercise');
  useMutationDone(add, (ok) => ok && navigate('/TrainExercManage'));
  return (
    <Card title="新建练习" className="trn-page-card" data-page="TrainExercAddEdit">
      <Form
        form={form}
        layout="inline"
        onFinish={(v) =>
          add.run({ title: v.title.trim(), classIDs: v.classIDs ?? [], questionIDs: ids }, [
            'searchExercises',
          ])
        }
      >
        <Form.Item
          name="title"
          label="练习名称"
          rules={[{ required: true, whitespace: true, message: '请输入练习名称' }]}
        >
          <Input maxLength={100} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="classIDs" label="练习班级">
          <Select
            mode="multiple"
            style={{ minWidth: 200 }}
            options={(classes.data?.list ?? []).map((c) => ({
              value: c.classID,
              label: c.className,
            }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={ids.length === 0}>
          保存（已选 {ids.length} 题）
        </Button>
      </Form>
      <Table<Question>
        style={{ marginTop: 16 }}
        rowKey="questionID"
        size="small"
        loading={bank.loading}
        dataSource={bank.data?.list ?? []}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        rowSelection={{
          selectedRowKeys: ids,
          onChange: (keys) => setIds(keys.map(Number)),
        }}
        columns={[
          { title: '题型', dataIndex: 'typeName', width: 80 },
          { title: '题目', dataIndex: 'content' },
          { title: '科目', dataIndex: 'subjectName', width: 140 },
        ]}
      />
    </Card>
  );
}
