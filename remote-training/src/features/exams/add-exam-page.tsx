import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tabs,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Question } from './api/exam-api';
import { RandomCompose } from './components/random-compose';
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

/**
 * The time fields keep Beijing wall-clock text (YYYY-MM-DDTHH:mm) in the form; the picker shows and
 * types it as 2026-11-26 09:30 (YYYY-MM-DD, issue 33), whatever the browser's language.
 */
const wallClock = {
  getValueProps: (v: string | undefined) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DDTHH:mm') : ''),
};
const PICKER = { showTime: { format: 'HH:mm' }, format: 'YYYY-MM-DD HH:mm', needConfirm: false };

/**
 * /examManage/addExam: compose by hand or at random, scores, time window, classes, publish;
 * with ?examID= it edits that exam (refused once a student has opened a paper).
 */
export function AddExamPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const examID = Number(useSearchParams()[0].get('examID')) || 0;
  const editing = useQuery('getExam', { examID }, { skip: examID <= 0 });
  const update = useMutation('updateExam');
  const locked = examID > 0 && editing.data?.editable === false;
  const [form] = Form.useForm<ExamForm>();
  const [picked, setPicked] = useState<Picked[]>([]);
  const bank = useQuery('searchQuestions', { pageIndex: 1, pageSize: 1000 });
  const classes = useQuery('examClasses', undefined);
  const add = useMutation('addExam');
  useMutationDone(add, (ok) => ok && navigate('/TrainExaminManage'));
  useMutationDone(update, (ok) => {
    if (!ok) return void message.error(update.error ?? '保存失败');
    void message.success('考试已修改');
    navigate('/TrainExaminManage');
  });
  useEffect(() => {
    const e = editing.data;
    if (!e) return;
    form.setFieldsValue({
      title: e.title,
      startTime: e.startTime.slice(0, 16),
      endTime: e.endTime.slice(0, 16),
      durationMinutes: e.durationMinutes,
      classIDs: e.classIDs,
    });
    setPicked(e.questions);
  }, [editing.data, form]);
  const total = picked.reduce((s, q) => s + q.score, 0);
  const save = (publish: boolean) =>
    void form
      .validateFields()
      .then((v) => {
        const body = {
          title: v.title.trim(),
          startTime: beijing(v.startTime),
          endTime: beijing(v.endTime),
          durationMinutes: v.durationMinutes,
          classIDs: v.classIDs ?? [],
          questions: picked.map((q) => ({ questionID: q.questionID, score: q.score })),
          publish,
        };
        if (examID > 0) update.run({ ...body, examID }, ['searchExams', 'getExam']);
        else add.run(body);
      })
      .catch(() => undefined); // the form shows what is missing
  return (
    <Card
      title={examID > 0 ? '修改考试' : '新建考试'}
      className="trn-page-card"
      data-page="addExam"
      loading={editing.loading}
    >
      {locked && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`已有学生参加该考试，不能修改（答卷 ${editing.data?.papers ?? 0} 份）`}
        />
      )}
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
          {...wallClock}
        >
          <DatePicker {...PICKER} aria-label="开始时间" />
        </Form.Item>
        <Form.Item
          name="endTime"
          label="结束时间"
          rules={[{ required: true, message: '请选择结束时间' }]}
          {...wallClock}
        >
          <DatePicker {...PICKER} aria-label="结束时间" />
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
              <RandomCompose onPicked={(qs) => setPicked(qs.map((q) => ({ ...q, score: 5 })))} />
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
        {examID > 0 ? (
          <Button
            type="primary"
            onClick={() => save(editing.data?.published ?? false)}
            disabled={picked.length === 0 || locked}
            loading={update.status === 'loading'}
          >
            保存修改
          </Button>
        ) : (
          <>
            <Button onClick={() => save(false)} disabled={picked.length === 0}>
              保存
            </Button>
            <Button type="primary" onClick={() => save(true)} disabled={picked.length === 0}>
              保存并发布
            </Button>
          </>
        )}
      </Space>
    </Card>
  );
}
