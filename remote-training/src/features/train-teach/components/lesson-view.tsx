import { Button, Card, Divider, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Lesson } from '../lessons';
import { LessonChart } from './lesson-chart';
import { SelfCheck } from './self-check';

/** One lesson: its sections with worked examples and figures, the self-check, the practice link. */
export function LessonView({ lesson, onBack }: { lesson: Lesson; onBack: () => void }) {
  const navigate = useNavigate();
  return (
    <Card
      className="trn-page-card"
      data-testid={`lesson-${lesson.id}`}
      title={lesson.title}
      extra={
        <Space>
          <Button type="primary" onClick={() => void navigate(lesson.practise.path)}>
            {lesson.practise.label}
          </Button>
          <Button onClick={onBack}>返回课程列表</Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{lesson.summary}</Typography.Paragraph>
      {lesson.sections.map((s) => (
        <section key={s.heading} className="trn-lesson-section">
          <Typography.Title level={4}>{s.heading}</Typography.Title>
          {s.paragraphs.map((p) => (
            <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
          ))}
          {s.chart ? <LessonChart kind={s.chart} /> : null}
          {s.example ? (
            <div className="trn-lesson-example">
              <Typography.Text strong>{`例题：${s.example.title}`}</Typography.Text>
              <ol>
                {s.example.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          ) : null}
        </section>
      ))}
      <Divider />
      <SelfCheck quiz={lesson.quiz} />
    </Card>
  );
}
