import { Alert, Card, Typography } from 'antd';
import type { Paper, PaperDetail, PaperQuestion } from '../api/exam-api';
import { answerText } from './answer-text';
import { QuestionView } from './question-view';

/** A paper as the result shows it: the student's own, or one GetPaper read (with title and name). */
export type ShownPaper = Paper & Partial<Pick<PaperDetail, 'title' | 'realName'>>;

type GradedQuestion = Extract<PaperQuestion, { answer: string }>;

/** The key, the answer given and the result: only a submitted paper's questions carry them. */
const graded = (
  q: PaperQuestion,
): Partial<Pick<GradedQuestion, 'given' | 'correct' | 'answer' | 'explanation'>> =>
  'answer' in q ? q : {};

/** A submitted paper: the score, then each question (or only the wrong ones) with key and explanation. */
export function PaperResult(props: { paper: ShownPaper; wrongOnly?: boolean; title?: string }) {
  const { paper } = props;
  const shown = paper.questions
    .map((q, i) => ({ q, g: graded(q), i }))
    .filter(({ g }) => !props.wrongOnly || !g.correct);
  return (
    <Card title={props.title ?? paper.title ?? '试卷'} className="trn-page-card" data-page="paper">
      <Typography.Title level={4} data-testid="paper-score">
        {paper.realName ? `${paper.realName} ` : ''}得分：{paper.score ?? '—'} / {paper.totalScore}
      </Typography.Title>
      {props.wrongOnly && shown.length === 0 && <Alert type="success" title="没有错题" />}
      {shown.map(({ q, g, i }) => (
        <div key={q.questionID} style={{ marginBottom: 16 }} data-correct={g.correct ? '1' : '0'}>
          <QuestionView index={i} question={q} value={g.given ?? ''} disabled />
          <Typography.Paragraph type={g.correct ? 'success' : 'danger'}>
            {g.correct ? '回答正确' : '回答错误'}，你的答案：
            {answerText(q.questionType, g.given) || '未作答'}，正确答案：
            {answerText(q.questionType, g.answer)}
          </Typography.Paragraph>
          {g.explanation && (
            <Typography.Paragraph type="secondary">解析：{g.explanation}</Typography.Paragraph>
          )}
        </div>
      ))}
    </Card>
  );
}
