import { App, DatePicker, Form, Input, InputNumber, Select, Table, Tabs } from 'antd';
import type { FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Question } from './api/exam-api';
import { RandomCompose } from './components/random-compose';
import { useMutation, useMutationDone, useQuery } from './hooks';

export type ExamForm = {
  title: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  classIDs: number[];
};
export type Picked = Question & { score: number };

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

/** The add/edit exam page's data: the exam being edited, the picked questions and the save. */
export function useAddExamPage() {
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
  return { examID, editing, update, locked, form, picked, setPicked, bank, classes, save };
}

/** The exam's name, time window, duration and classes on one inline form. */
export function ExamFields(props: {
  form: FormInstance<ExamForm>;
  classes: { classID: number; className: string }[];
}) {
  return (
    <Form form={props.form} layout="inline" initialValues={{ durationMinutes: 30 }}>
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
          options={props.classes.map((c) => ({
            value: c.classID,
            label: c.className,
          }))}
        />
      </Form.Item>
    </Form>
  );
}

/** The two ways to pick questions: by hand from the bank, or at random. */
export function QuestionPicker(props: {
  bank: Question[];
  picked: Picked[];
  setPicked: (p: Picked[]) => void;
}) {
  const { bank, picked, setPicked } = props;
  return (
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
              dataSource={bank}
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
  );
}

/** The picked questions with a score each, and the count and total in the title. */
export function PickedTable(props: { picked: Picked[]; setPicked: (p: Picked[]) => void }) {
  const { picked, setPicked } = props;
  const total = picked.reduce((s, q) => s + q.score, 0);
  return (
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
                  picked.map((p) => (p.questionID === q.questionID ? { ...p, score: n ?? 1 } : p)),
                )
              }
            />
          ),
        },
      ]}
    />
  );
}
