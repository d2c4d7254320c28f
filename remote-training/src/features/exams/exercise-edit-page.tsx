import { Button, Card, Form, Input, Select, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Question } from './api/exam-api';
import { useMutation, useMutationDone, useQuery } from './hooks';

type XForm = { title: string; classIDs: number[] };

/** TrainExercAddEdit (admins and teachers): an exercise from questions of the bank, for classes; ?exerciseID= edits one. */
export function ExerciseEditPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<XForm>();
  const [ids, setIds] = useState<number[]>([]);
  const exerciseID = Number(useSearchParams()[0].get('exerciseID')) || 0;
  const editing = useQuery('getExerciseDetail', { exerciseID }, { skip: exerciseID <= 0 });
  const update = useMutation('updateExercise');
  useMutationDone(update, (ok) => ok && navigate('/TrainExercManage'));
  useEffect(() => {
    const x = editing.data;
    if (!x) return;
    form.setFieldsValue({ title: x.title, classIDs: x.classIDs });
    setIds(x.questions.map((q) => q.questionID));
  }, [editing.data, form]);
  const bank = useQuery('searchQuestions', { pageIndex: 1, pageSize: 1000 });
  const classes = useQuery('examClasses', undefined);
  const add = useMutation('addExercise');
  useMutationDone(add, (ok) => ok && navigate('/TrainExercManage'));
  return (
    <Card
      title={exerciseID > 0 ? '修改练习' : '新建练习'}
      className="trn-page-card"
      data-page="TrainExercAddEdit"
      loading={editing.loading}
    >
      <Form
        form={form}
        layout="inline"
        onFinish={(v) => {
          const body = { title: v.title.trim(), classIDs: v.classIDs ?? [], questionIDs: ids };
          if (exerciseID > 0)
            update.run({ ...body, exerciseID }, ['searchExercises', 'getExerciseDetail']);
          else add.run(body, ['searchExercises']);
        }}
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
