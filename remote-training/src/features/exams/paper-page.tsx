import { Card } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PaperResult } from './components/paper-result';
import { useQuery } from './hooks';

/** TrainExamInfo?paperID= (a paper) and wrongPreviewm?paperID= (its wrong answers with explanations). */
export function PaperPage(props: { wrongOnly?: boolean }) {
  const paperID = Number(useSearchParams()[0].get('paperID'));
  const paper = useQuery('getPaper', { paperID }, { skip: !(paperID > 0) });
  if (!paper.data) return <Card className="trn-page-card" loading={paper.loading} title="试卷" />;
  return (
    <PaperResult
      paper={paper.data}
      wrongOnly={props.wrongOnly}
      title={props.wrongOnly ? `错题回顾：${paper.data.title ?? ''}` : paper.data.title}
    />
  );
}
