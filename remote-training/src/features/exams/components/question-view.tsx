import { Checkbox, Radio, Space, Tag, Typography } from 'antd';
import type { StudentQuestion } from '../api/exam-api';
import { optionLabel } from './answer-text';

export const LETTERS = 'ABCDEFGH';

/** One question with its options; `value` is the chosen letters, `onChange` makes it answerable. */
export function QuestionView(props: {
  index: number;
  question: StudentQuestion;
  value?: string;
  onChange?: (letters: string) => void;
  disabled?: boolean;
}) {
  const { question: q, value = '', onChange, index } = props;
  const opts = q.options.map((o, i) => ({
    value: LETTERS[i] ?? '',
    label: optionLabel(q.questionType, LETTERS[i] ?? '', o),
  }));
  return (
    <div className="exam-question" data-question={q.questionID}>
      <Typography.Paragraph strong>
        {index + 1}. <Tag>{q.typeName}</Tag>
        {q.content}
        {q.score ? `（${q.score}分）` : ''}
      </Typography.Paragraph>
      {q.questionType === 2 ? (
        <Checkbox.Group
          value={value.split('').filter(Boolean)}
          disabled={props.disabled}
          onChange={(v) => onChange?.([...v].sort().join(''))}
        >
          <Space orientation="vertical">
            {opts.map((o) => (
              <Checkbox key={o.value} value={o.value}>
                {o.label}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      ) : (
        <Radio.Group
          value={value || undefined}
          disabled={props.disabled}
          onChange={(e) => onChange?.(String(e.target.value))}
        >
          <Space orientation="vertical">
            {opts.map((o) => (
              <Radio key={o.value} value={o.value}>
                {o.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
    </div>
  );
}
