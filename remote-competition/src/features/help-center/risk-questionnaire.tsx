import { Alert, Button, Form, InputNumber, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { RISK_QUESTIONS, riskLevel, riskScore } from './risk-questions';

interface Answers {
  age: number;
  answers: number[];
}

/** The risk-tolerance questionnaire (12 questions, scores of spec §9). */
export function RiskQuestionnaire() {
  const [result, setResult] = useState<{ score: number; level: string } | null>(null);
  return (
    <Form<Answers>
      layout="vertical"
      data-testid="risk-questionnaire"
      onFinish={(v) => {
        const score = riskScore(v.age, v.answers);
        setResult({ score, level: riskLevel(score) });
      }}
    >
      <Form.Item name="age" label="1. 您的年龄" rules={[{ required: true, message: '请回答此题' }]}>
        <InputNumber min={16} max={120} addonAfter="岁" />
      </Form.Item>
      {RISK_QUESTIONS.map((q, i) => (
        <Form.Item
          key={q.title}
          name={['answers', i]}
          label={`${i + 2}. ${q.title}`}
          rules={[{ required: true, message: '请回答此题' }]}
        >
          <Radio.Group>
            <Space wrap>
              {q.options.map((o) => (
                <Radio key={o.label} value={o.score}>
                  {o.label}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit">
        提交问卷
      </Button>
      {result ? (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          message={
            <Typography.Text>
              您的风险承受能力评分为 {result.score} 分，属于<b>{result.level}</b>投资者
            </Typography.Text>
          }
        />
      ) : null}
    </Form>
  );
}
