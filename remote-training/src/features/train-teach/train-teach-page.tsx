import { Card, Col, Row, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { LessonView } from './components/lesson-view';
import { LESSONS } from './lessons';

/** Teaching home /TrainTeach: the nine knowledge lessons (spec §1); `?lesson=` opens one. */
export function TrainTeachPage() {
  const [params, setParams] = useSearchParams();
  const open = LESSONS.find((l) => l.id === params.get('lesson'));
  if (open) return <LessonView lesson={open} onBack={() => setParams({})} />;
  return (
    <div data-page="TrainTeach">
      <Typography.Title level={3}>实训教学</Typography.Title>
      <Typography.Paragraph type="secondary">
        九节股市知识课，从认识市场到技术分析；每节课配有例题、图示和课后自测，学完即可到对应行情页练习。
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {LESSONS.map((l, i) => (
          <Col key={l.id} xs={24} md={12} xl={8}>
            <Card
              hoverable
              className="trn-lesson-card"
              data-testid={`lesson-card-${l.id}`}
              onClick={() => setParams({ lesson: l.id })}
              title={`第${i + 1}课 ${l.title}`}
            >
              <Typography.Paragraph ellipsis={{ rows: 2 }}>{l.summary}</Typography.Paragraph>
              <Typography.Text type="secondary">{`${l.sections.length}个小节 · ${l.quiz.length}道自测题`}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
