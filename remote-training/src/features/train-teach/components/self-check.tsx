import { Alert, Button, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import type { QuizItem } from '../lessons';

/** The self-check at the end of a lesson: answer every question, then see the score and why. */
export function SelfCheck({ quiz }: { quiz: readonly QuizItem[] }) {
  const [answers, setAnswers] = useState<(number | undefined)[]>(() => quiz.map(() => undefined));
  const [checked, setChecked] = useState(false);
  const right = quiz.filter((q, i) => answers[i] === q.answer).length;
  return (
    <div data-testid="self-check">
      <Typography.Title level={4}>课后自测</Typography.Title>
      {quiz.map((q, i) => (
        <div key={q.question} className="trn-quiz-item">
          <Typography.Text strong>{`${i + 1}. ${q.question}`}</Typography.Text>
          <Radio.Group
            className="trn-quiz-options"
            value={answers[i]}
            disabled={checked}
            onChange={(e) =>
              setAnswers((a) => a.map((v, j) => (j === i ? Number(e.target.value) : v)))
            }
            options={q.options.map((o, j) => ({ value: j, label: o }))}
          />
          {checked ? (
            <Typography.Paragraph type={answers[i] === q.answer ? 'success' : 'danger'}>
              {answers[i] === q.answer
                ? '回答正确。'
                : `回答错误，正确答案：${q.options[q.answer]}。`}
              {q.explain}
            </Typography.Paragraph>
          ) : null}
        </div>
      ))}
      <Space>
        <Button
          type="primary"
          disabled={checked || answers.some((a) => a === undefined)}
          onClick={() => setChecked(true)}
        >
          提交答案
        </Button>
        {checked ? (
          <Button
            onClick={() => {
              setAnswers(quiz.map(() => undefined));
              setChecked(false);
            }}
          >
            再做一次
          </Button>
        ) : null}
      </Space>
      {checked ? (
        <Alert
          style={{ marginTop: 12 }}
          type={right === quiz.length ? 'success' : 'info'}
          showIcon
          title={`答对${right}题，共${quiz.length}题`}
        />
      ) : null}
    </div>
  );
}
