import { Alert, Card, Typography } from 'antd';
import type { Paper } from '../api/exam-api';
import { answerText } from './answer-text';
import { QuestionView } from './question-view';

/** A submitted paper: the score, then each question (or only the wrong ones) with key and explanation. */
export function PaperResult(props: { paper: Paper; wrongOnly?: boolean; title?: string }) {
  const { paper } = props;
  const shown = paper.questions
    .map((q, i) => ({ q, i }))
    .filter(({ q }) => !props.wrongOnly || !q.correct);
  return (
    <Card title={props.title ?? paper.title ?? '试卷'} className="trn-page-card" data-page="paper">
      <Typography.Title level={4} data-testid="paper-score">
        {paper.realName ? `${paper.realName} ` : ''}得分：{paper.score ?? '—'} / {paper.totalScore}
      </Typography.Title>
      {props.wrongOnly && shown.length === 0 && <Alert type="success" title="没有错题" />}
      {shown.map(({ q, i }) => (
        <div key={q.questionID} style={{ marginBottom: 16 }} data-correct={q.correct ? '1' : '0'}>
          <QuestionView index={i} question={q} value={q.given ?? ''} disabled />
          <Typography.Paragraph type={q.correct ? 'success' : 'danger'}>
            {q.correct ? '回答正确' : '回答错误'}，你的答案：
            {answerText(q.questionType, q.given) || '未作答'}，正确答案：
            {answerText(q.questionType, q.answer)}
          </Typography.Paragraph>
          {q.explanation && (
            <Typography.Paragraph type="secondary">解析：{q.explanation}</Typography.Paragraph>
          )}
        </div>
      ))}
    </Card>
  );
}
