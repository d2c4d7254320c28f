import { Button, Space, Typography } from 'antd';
import type { AttemptInfo } from '../api/kchart-api';

/** What a graded submit says of the attempts: which one, whether it counted, what is left. */
export function attemptText(a: AttemptInfo): string {
  if (a.attempt === undefined || a.attempts === undefined) return '';
  const counted = a.counted
    ? `第${a.attempt}次作答，计分成绩：${a.countedScore ?? 0}分`
    : `第${a.attempt}次作答，不计分（计分成绩：${a.countedScore ?? 0}分）`;
  const left = a.attempts - a.attempt;
  return a.final === false
    ? `${counted}；还可作答${left}次，答案在最后一次计分作答后公布`
    : counted;
}

/** The 提交 button of a K-line exercise and, once graded, its score and attempt. */
export function SubmitRow(props: {
  score?: number;
  disabled?: boolean;
  onSubmit: () => void;
  attempt?: AttemptInfo;
}) {
  const text = props.attempt ? attemptText(props.attempt) : '';
  return (
    <Space wrap>
      <Button type="primary" disabled={props.disabled} onClick={props.onSubmit}>
        提交
      </Button>
      {props.score !== undefined && <strong>{`得分：${props.score}分`}</strong>}
      {text && <Typography.Text data-attempt-info>{text}</Typography.Text>}
    </Space>
  );
}

/** A graded submit closes the quiz once its attempt is final (a server without the rule: at once). */
export const closed = (g: AttemptInfo | undefined): boolean => !!g && g.final !== false;
