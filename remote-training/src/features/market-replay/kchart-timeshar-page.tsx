import { Alert, Card, Radio, Space } from 'antd';
import { useState } from 'react';
import { ScoreHistory } from './components/score-history';
import { SeedBar } from './components/seed-bar';
import { closed, SubmitRow } from './components/submit-row';
import { useMutation, useQuery } from './hooks';
import { TimeSharChart } from './timeshar-chart';

/**
 * TrainKCharTimeShar: read a past day's 分时 chart (price, 均价线, volume) and answer; the stock
 * and the day are told with the final counted attempt.
 */
export function KChartTimeSharPage() {
  const [seed, setSeed] = useState<number | undefined>(undefined);
  const quiz = useQuery('timeSharQuiz', seed ? { seed } : {});
  const submit = useMutation('timeSharSubmit');
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const data = quiz.data;
  const graded = submit.status === 'ok' && submit.data ? submit.data : undefined;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SeedBar
        tool="timeshar"
        title="分时图"
        seed={data?.seed}
        onSeed={(s) => {
          setAnswers({});
          setSeed(s);
          if (!s) quiz.reload();
        }}
      />
      {data && (
        <Card
          size="small"
          title={graded?.name ? `${graded.name} ${graded.date ?? ''} 分时走势` : '分时走势'}
        >
          <TimeSharChart minutes={data.minutes} prevClose={data.prevClose} />
        </Card>
      )}
      {data?.questions.map((q) => {
        const result = graded?.results[q.index];
        return (
          <Card
            key={`${data.seed}-${q.index}`}
            size="small"
            title={`第${q.index + 1}题：${q.prompt}`}
          >
            <Radio.Group
              value={answers[q.index]}
              disabled={closed(graded)}
              onChange={(e) => setAnswers((a) => ({ ...a, [q.index]: Number(e.target.value) }))}
              options={q.options.map((o, i) => ({ value: i, label: o }))}
            />
            {result && (
              <Alert
                style={{ marginTop: 8 }}
                type={result.correct ? 'success' : 'error'}
                title={result.correct ? '回答正确' : `回答错误，正确答案：${result.answer}`}
              />
            )}
          </Card>
        );
      })}
      {data && (
        <SubmitRow
          score={graded?.score}
          attempt={graded}
          disabled={closed(graded)}
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
      <ScoreHistory tool="timeshar" reload={graded ? submit.seq : 0} />
    </Space>
  );
}
