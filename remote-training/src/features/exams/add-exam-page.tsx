import { Button, Card, Form, Input, InputNumber, Select, Space, Table, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Question } from './api/exam-api';
import { useMutation, useMutationDone, useQuery } from './hooks';

type ExamForm = {
  title: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  classIDs: number[];
};
type Picked = Question & { score: number };

/** Beijing wall-clock text of a datetime-local input as an instant with the +08:00 offset. */
const beijing = (local: string) => `${local.length === 16 ? `${local}:00` : local}+08:00`;

/** /examManage/addExam: compose by hand or at random, scores, time window, classes, publish. */
export function AddExamPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ExamForm>();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [rule, setRule] = useState({ subjectID: 0, single: 5, multiple: 2, trueFalse: 3 });
  const bank = useQuery('searchQuestions', { pageIndex: 1, pageSize: 1000 });
  const subjects = useQuery('examSubjects', undefined);
  const classes = useQuery('examClasses', undefined);
  const random = useMutation('composeRandom');
  const add = useMutation('addExam');
  useMutationDone(add, (ok) => ok && navigate('/TrainExaminManage'));
  useEffect(() => {
    if (random.data) setPicked(random.data.map((q) => ({ ...q, score: 5 })));
  }, [random.data]);
  const total = picked.reduce((s, q) => s + q.score, 0);
  const save = (publish: boolean) =>
    void form
      .validateFields()
      .then((v) =>
        add.run({
          title: v.title.trim(),
          startTime: beijing(v.startTime),
          endTime: beijing(v.endTime),
          durationMinutes: v.durationMinutes,
          classIDs: v.classIDs ?? [],
          questions: picked.map((q) => ({ questionID: q.questionID, score: q.score })),
          publish,
        }),
      )
      .catch(() => undefined); // the form shows what is missing
  return (
    <Card title="新建考试" className="trn-page-card" data-page="addExam">
      <Form form={form} layout="inline" initialValues={{ durationMinutes: 30 }}>
        <Form.Item
          name="title"
          label="考试名称"
          rules={[{ required: true, message: '请输入考试名称' }]}
        >
          <Input maxLength={100} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item
          name="startTime"
          label="开始时间"
          rules={[{ required: true, message: '请选择开始时间' }]}
        >
          <Input type="datetime-local" aria-label="开始时间" />
        </Form.Item>
        <Form.Item
          name="endTime"
          label="结束时间"
          rules={[{ required: true, message: '请选择结束时间' }]}
        >
          <Input type="datetime-local" aria-label="结束时间" />
        </Form.Item>
        <Form.Item name="durationMinutes" label="时长（分钟）" rules={[{ required: true }]}>
          <InputNumber min={1} max={600} />
        </Form.Item>
        <Form.Item
          name="classIDs"
          label="考试班级"
          rules={[{ required: true, message: '请选择班级' }]}
        >
          <Select
            mode="multiple"
            style={{ minWidth: 200 }}
            options={(classes.data?.list ?? []).map((c) => ({
              value: c.classID,
              label: c.className,
            }))}
          />
        </Form.Item>
      </Form>
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'hand',
            label: '手动选题',
            children: (
              <Table<Question>
                rowKey="questionID"
                size="small"
                dataSource={bank.data?.list ?? []}
                pagination={{ pageSize: 8, showSizeChanger: false }}
                rowSelection={{
                  selectedRowKeys: picked.map((q) => q.questionID),
                  onChange: (_keys, rows) =>
                    setPicked(
                      rows.map(
                        (r) =>
                          picked.find((p) => p.questionID === r.questionID) ?? { ...r, score: 5 },
                      ),
                    ),
                }}
                columns={[
                  { title: '题型', dataIndex: 'typeName', width: 80 },
                  { title: '题目', dataIndex: 'content' },
                  { title: '科目', dataIndex: 'subjectName', width: 140 },
                ]}
              />
            ),
          },
          {
            key: 'random',
            label: '随机组卷',
            children: (
              <Space wrap>
                <Select
                  style={{ width: 180 }}
                  value={rule.subjectID}
                  onChange={(subjectID: number) => setRule({ ...rule, subjectID })}
                  options={[
                    { value: 0, label: '全部科目' },
                    ...(subjects.data?.list ?? []).map((s) => ({
                      value: s.subjectID,
                      label: s.subjectName,
                    })),
                  ]}
                />
                {(
                  [
                    ['single', '单选题'],
                    ['multiple', '多选题'],
                    ['trueFalse', '判断题'],
                  ] as const
                ).map(([k, label]) => (
                  <span key={k}>
                    {label}
                    <InputNumber
                      min={0}
                      max={100}
                      value={rule[k]}
                      aria-label={`${label}数量`}
                      onChange={(n) => setRule({ ...rule, [k]: n ?? 0 })}
                    />
                  </span>
                ))}
                <Button
                  onClick={() => random.run({ ...rule, subjectID: rule.subjectID || undefined })}
                >
                  随机抽题
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Table<Picked>
        style={{ marginTop: 16 }}
        rowKey="questionID"
        size="small"
        title={() => `已选 ${picked.length} 题，总分 ${total} 分`}
        dataSource={picked}
        pagination={false}
        columns={[
          { title: '题型', dataIndex: 'typeName', width: 80 },
          { title: '题目', dataIndex: 'content' },
          {
            title: '分值',
            width: 110,
            render: (_: unknown, q) => (
              <InputNumber
                min={1}
                max={100}
                value={q.score}
                onChange={(n) =>
                  setPicked(
                    picked.map((p) =>
                      p.questionID === q.questionID ? { ...p, score: n ?? 1 } : p,
                    ),
                  )
                }
              />
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => save(false)} disabled={picked.length === 0}>
          保存
        </Button>
        <Button type="primary" onClick={() => save(true)} disabled={picked.length === 0}>
          保存并发布
        </Button>
      </Space>
    </Card>
  );
}
