import { App, Button, Card, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import type { Question } from './api/exam-api';
import { LETTERS, QuestionView } from './components/question-view';
import { useMutation, useMutationDone, useQuery } from './hooks';

const TYPES = [
  { value: 0, label: '单选题' },
  { value: 2, label: '多选题' },
  { value: 3, label: '判断题' },
];
const TYPE_NAME: Record<number, string> = { 0: '单选题', 1: '单选题', 2: '多选题', 3: '判断题' };

export type QForm = {
  questionType: number;
  subjectID?: number;
  difficulty: number;
  content: string;
  options: string[];
  answer: string[];
  explanation?: string;
};

export const EMPTY: QForm = {
  questionType: 0,
  difficulty: 1,
  content: '',
  options: ['', '', '', ''],
  answer: [],
  explanation: '',
};

/** The creation page's form state, the bank's edit hand-off and the save (add or update). */
export function useCreationQuestionPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<QForm>();
  const live = Form.useWatch([], form) as QForm | undefined;
  const [editingID, setEditingID] = useState(0);
  const [optionCount, setOptionCount] = useState(4);
  const subjects = useQuery('examSubjects', undefined);
  const add = useMutation('addQuestion');
  const update = useMutation('updateQuestion');
  const reset = () => {
    setEditingID(0);
    setOptionCount(4);
    form.setFieldsValue({ ...EMPTY, questionType: form.getFieldValue('questionType') as number });
  };
  useMutationDone(add, (ok) => {
    if (!ok) return;
    void message.success('试题已保存');
    reset();
  });
  useMutationDone(update, (ok) => {
    if (!ok) return void message.error(update.error ?? '保存失败');
    void message.success('试题已修改');
    reset();
  });
  const edit = (q: Question) => {
    setEditingID(q.questionID);
    setOptionCount(q.questionType === 3 ? 4 : q.options.length);
    form.setFieldsValue({
      questionType: q.questionType <= 1 ? 0 : q.questionType,
      subjectID: q.subjectID ?? undefined,
      difficulty: q.difficulty,
      content: q.content,
      options: q.questionType === 3 ? ['', '', '', ''] : q.options,
      answer: [...q.answer],
      explanation: q.explanation,
    });
    window.scrollTo?.({ top: 0 });
  };
  const submit = (v: QForm) => {
    const body = {
      questionType: v.questionType,
      subjectID: v.subjectID,
      difficulty: v.difficulty,
      content: v.content.trim(),
      options: v.questionType === 3 ? [] : v.options.slice(0, optionCount).map((o) => o.trim()),
      answer: [...v.answer].sort().join(''),
      explanation: (v.explanation ?? '').trim(),
    };
    if (editingID > 0) update.run({ ...body, questionID: editingID }, ['searchQuestions']);
    else add.run(body, ['searchQuestions']);
  };
  return {
    form,
    live,
    editingID,
    optionCount,
    setOptionCount,
    subjects,
    add,
    update,
    reset,
    edit,
    submit,
  };
}

/** 题型, 科目 and 难度 on one row. */
export function QuestionMetaRow(props: { subjects: { subjectID: number; subjectName: string }[] }) {
  return (
    <Row gutter={12}>
      <Col span={8}>
        <Form.Item name="questionType" label="题型">
          <Select options={TYPES} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="subjectID" label="科目">
          <Select
            allowClear
            placeholder="请选择科目"
            options={props.subjects.map((s) => ({
              value: s.subjectID,
              label: s.subjectName,
            }))}
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="difficulty" label="难度">
          <Select
            options={[
              { value: 1, label: '简单' },
              { value: 2, label: '中等' },
              { value: 3, label: '困难' },
            ]}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The option inputs and the add/remove buttons (none for a true/false question). */
export function OptionFields(props: {
  form: FormInstance<QForm>;
  live: QForm | undefined;
  type: number;
  optionCount: number;
  setOptionCount: (n: number) => void;
}) {
  const { form, live, type, optionCount, setOptionCount } = props;
  return (
    <>
      {type !== 3 &&
        Array.from({ length: optionCount }, (_, i) => (
          <Form.Item
            key={i}
            name={['options', i]}
            label={`选项${LETTERS[i]}`}
            rules={[{ required: true, whitespace: true, message: '请输入选项内容' }]}
          >
            <Input maxLength={500} />
          </Form.Item>
        ))}
      {type !== 3 && (
        <Space style={{ marginBottom: 12 }}>
          <Button
            size="small"
            disabled={optionCount >= 8}
            onClick={() => setOptionCount(optionCount + 1)}
          >
            添加选项
          </Button>
          <Button
            size="small"
            disabled={optionCount <= 2}
            onClick={() => {
              const n = optionCount - 1;
              setOptionCount(n);
              form.setFieldValue(['options', n], '');
              form.setFieldValue(
                'answer',
                (live?.answer ?? []).filter((l) => LETTERS.indexOf(l) < n),
              );
            }}
          >
            删除选项
          </Button>
        </Space>
      )}
    </>
  );
}

/** The 答案 select: letters for every type, one shown unless the question is multiple-choice. */
export function AnswerField(props: { type: number; options: string[] }) {
  const { type, options } = props;
  const letters = options.map((_, i) => LETTERS[i] ?? '');
  return (
    <Form.Item
      name="answer"
      label="答案"
      rules={[{ required: true, type: 'array', min: 1, message: '请选择答案' }]}
      // The form holds the answer as letters for every type; a single select shows one.
      getValueFromEvent={(v?: string | string[]) => (v === undefined ? [] : [v].flat())}
      getValueProps={(v?: string[]) => ({ value: type === 2 ? v : v?.[0] })}
    >
      <Select
        mode={type === 2 ? 'multiple' : undefined}
        placeholder="请选择答案"
        options={letters.map((l, i) => ({ value: l, label: `${l}. ${options[i] ?? ''}` }))}
      />
    </Form.Item>
  );
}

/** The live preview of the question being written. */
export function QuestionPreview(props: {
  type: number;
  options: string[];
  live: QForm | undefined;
}) {
  const { type, options, live } = props;
  return (
    <Card size="small" title="预览" data-testid="question-preview">
      <QuestionView
        index={0}
        question={{
          questionID: 0,
          questionType: type,
          typeName: TYPE_NAME[type] ?? '',
          content: live?.content || '（题目内容）',
          options: options.map((o) => o || '（选项）'),
        }}
        value={(live?.answer ?? []).join('')}
        disabled
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        答案：{(live?.answer ?? []).join('') || '—'}，解析：{live?.explanation || '—'}
      </Typography.Paragraph>
    </Card>
  );
}
