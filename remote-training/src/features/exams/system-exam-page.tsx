import { App, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PaperResult } from './components/paper-result';
import { QuestionView } from './components/question-view';
import { useMutation, useMutationDone } from './hooks';

const clock = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};
/**
 * The exam's paper: started once, answers autosaved, the countdown on the server's clock and the
 * submit at time-out.
 */
function useExamPaper(examID: number) {
  const start = useMutation('startExam');
  const save = useMutation('saveAnswers');
  const submit = useMutation('submitExam');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [left, setLeft] = useState<number | null>(null);
  const skew = useRef(0);
  useEffect(() => {
    if (examID > 0) start.run({ examID });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [examID]);
  const paper = submit.data ?? (save.data?.submitted ? save.data : undefined) ?? start.data?.paper;
  useEffect(() => {
    if (!start.data) return;
    setAnswers(start.data.paper.answers);
    skew.current = Date.parse(start.data.paper.serverNow) - Date.now();
  }, [start.data]);
  const running = !!paper && !paper.submitted;
  const deadline = paper ? Date.parse(paper.deadline) : 0;
  useEffect(() => {
    if (!running) return undefined;
    const tick = () => setLeft(deadline - (Date.now() + skew.current));
    tick();
    const t = setInterval(tick, 1000);
    return () => clearInterval(t);
  }, [running, deadline]);
  const timedOut = running && left !== null && left <= 0;
  useEffect(() => {
    if (timedOut && submit.status !== 'loading') submit.run({ examID, answers });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timedOut]);
  return { start, save, submit, answers, setAnswers, left, paper };
}

/** /systemExam/systemExam?examID=: a timed paper that autosaves and submits itself at time-out. */
export function SystemExamPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const examID = Number(useSearchParams()[0].get('examID'));
  const { start, save, submit, answers, setAnswers, left, paper } = useExamPaper(examID);
  useMutationDone(submit, (ok) => ok && void message.success('试卷已提交'));
  if (!paper)
    return <Card className="trn-page-card" loading={start.status === 'loading'} title="考试" />;
  if (paper.submitted)
    return (
      <>
        <PaperResult paper={paper} title={start.data?.exam.title} />
        <Space style={{ marginTop: 12 }}>
          <Button onClick={() => navigate(`/wrongPreviewm?paperID=${paper.paperID}`)}>
            查看错题
          </Button>
          <Button onClick={() => navigate('/TrainExam')}>返回考试列表</Button>
        </Space>
      </>
    );
  const answer = (questionID: number, letters: string) => {
    const next = { ...answers, [questionID]: letters };
    setAnswers(next);
    save.run({ examID, answers: next });
  };
  return (
    <Card
      title={start.data?.exam.title ?? '考试'}
      className="trn-page-card"
      data-page="systemExam"
      extra={
        <Space>
          <Typography.Text strong data-testid="countdown">
            剩余时间 {clock(left ?? 0)}
          </Typography.Text>
          <Popconfirm
            title="确定交卷？"
            okText="交卷"
            cancelText="取消"
            onConfirm={() => submit.run({ examID, answers })}
          >
            <Button type="primary" loading={submit.status === 'loading'}>
              交卷
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      {paper.questions.map((q, i) => (
        <div key={q.questionID} style={{ marginBottom: 16 }}>
          <QuestionView
            index={i}
            question={q}
            value={answers[String(q.questionID)] ?? ''}
            onChange={(l) => answer(q.questionID, l)}
          />
        </div>
      ))}
    </Card>
  );
}
