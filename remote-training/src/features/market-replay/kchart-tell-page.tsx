import { Alert, Card, Radio, Space } from 'antd';
import { useState } from 'react';
import { ScoreHistory } from './components/score-history';
import { SeedBar } from './components/seed-bar';
import { SubmitRow } from './components/submit-row';
import { useMutation, useQuery } from './hooks';
import { ReplayChart } from './replay-chart';

/** TrainKChartTell: name the pattern at the end of each chart; scored (the same set for a seed). */
export function KChartTellPage() {
  const [seed, setSeed] = useState<number | undefined>(undefined);
  const quiz = useQuery('tellQuiz', seed ? { seed } : {});
  const submit = useMutation('tellSubmit');
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const data = quiz.data;
  const graded = submit.status === 'ok' && submit.data ? submit.data : undefined;
  const newSet = (s?: number) => {
    setAnswers({});
    setSeed(s);
    if (!s) quiz.reload();
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SeedBar tool="tell" title="K线识别" seed={data?.seed} onSeed={newSet} />
      {data?.questions.map((q) => {
        const r = graded?.results[q.index];
        return (
          <Card
            key={`${data.seed}-${q.index}`}
            size="small"
            title={`第${q.index + 1}题：图中最后出现的K线形态是？`}
          >
            <ReplayChart bars={q.bars} name={`第${q.index + 1}题`} />
            <Radio.Group
              value={answers[q.index]}
              onChange={(e) => setAnswers((a) => ({ ...a, [q.index]: Number(e.target.value) }))}
              options={q.options.map((o, i) => ({ value: i, label: o }))}
            />
            {r && (
              <Alert
                style={{ marginTop: 8 }}
                type={r.correct ? 'success' : 'error'}
                title={r.correct ? '回答正确' : `回答错误，正确答案：${r.answer}`}
              />
            )}
          </Card>
        );
      })}
      {data && (
        <SubmitRow
          score={graded?.score}
          attempt={graded}
          onSubmit={() =>
            submit.run(
              {
                seed: data.seed,
                answers: data.questions.map((q) => answers[q.index] ?? -1),
              },
              ['searchSets'],
            )
          }
        />
      )}
      <ScoreHistory tool="tell" reload={graded ? submit.seq : 0} />
    </Space>
  );
}
