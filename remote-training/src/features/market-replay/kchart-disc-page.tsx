import { Alert, Card, Radio, Space } from 'antd';
import { useMemo, useState } from 'react';
import type { DiscQuiz, DiscResult } from './api/kchart-api';
import { ScoreHistory } from './components/score-history';
import { SeedBar } from './components/seed-bar';
import { closed, SubmitRow } from './components/submit-row';
import { useMutation, useQuery } from './hooks';
import { ReplayChart } from './replay-chart';

type Question = DiscQuiz['questions'][number];
type Result = DiscResult['results'][number];

function DiscCard(props: {
  q: Question;
  answer: number | undefined;
  result: Result | undefined;
  source?: { code: string; name: string; from: string; to: string };
  onAnswer: (v: number) => void;
}) {
  const { q, result } = props;
  // Once graded, the real continuation follows the pattern on the chart.
  const bars = useMemo(() => (result ? [...q.bars, ...result.after] : q.bars), [q.bars, result]);
  const bands = useMemo(
    () =>
      result
        ? [
            {
              from: q.bars.length,
              to: bars.length - 1,
              label: '后续走势',
              color: 'rgba(22, 119, 255, 0.12)',
            },
          ]
        : [{ from: q.bars.length - 1, to: q.bars.length - 1, label: q.patternName }],
    [q, bars.length, result],
  );
  return (
    <Card
      size="small"
      title={`第${q.index + 1}题：图中最后出现了${q.patternName}，之后5个交易日的走势是？`}
    >
      <ReplayChart bars={bars} name={`第${q.index + 1}题`} bands={bands} />
      <Radio.Group
        value={props.answer}
        disabled={!!result}
        onChange={(e) => props.onAnswer(Number(e.target.value))}
        options={q.options.map((o, i) => ({ value: i, label: o }))}
      />
      {result && (
        <Alert
          style={{ marginTop: 8 }}
          type={result.correct ? 'success' : 'error'}
          title={result.correct ? '判断正确' : `判断错误，实际走势：${result.answer}`}
          description={
            props.source
              ? `行情来源：${props.source.name}（${props.source.code}）${props.source.from} 至 ${props.source.to}（价格已换算）`
              : undefined
          }
        />
      )}
    </Card>
  );
}

/** TrainKCharDisc: judge what follows a pattern from the stored history, then see what did. */
export function KChartDiscPage() {
  const [seed, setSeed] = useState<number | undefined>(undefined);
  const quiz = useQuery('discQuiz', seed ? { seed } : {});
  const submit = useMutation('discSubmit');
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const data = quiz.data;
  const graded = submit.status === 'ok' && submit.data ? submit.data : undefined;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SeedBar
        tool="disc"
        title="K线判断"
        seed={data?.seed}
        onSeed={(s) => {
          setAnswers({});
          setSeed(s);
          if (!s) quiz.reload();
        }}
      />
      {data?.questions.map((q) => (
        <DiscCard
          key={`${data.seed}-${q.index}`}
          q={q}
          answer={answers[q.index]}
          result={graded?.results[q.index]}
          source={graded?.sources?.[q.index]}
          onAnswer={(v) => setAnswers((a) => ({ ...a, [q.index]: v }))}
        />
      ))}
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
      <ScoreHistory tool="disc" reload={graded ? submit.seq : 0} />
    </Space>
  );
}
