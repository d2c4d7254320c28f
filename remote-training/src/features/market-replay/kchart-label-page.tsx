import { Alert, Card, InputNumber, Space } from 'antd';
import { useMemo, useState } from 'react';
import type { LabelQuiz, LabelResult } from './api/kchart-api';
import { ScoreHistory } from './components/score-history';
import { SeedBar } from './components/seed-bar';
import { SubmitRow } from './components/submit-row';
import { useMutation, useQuery } from './hooks';
import { ReplayChart, type ChartBand, type ChartLevel } from './replay-chart';

type Question = LabelQuiz['questions'][number];
type Result = LabelResult['results'][number];

/** The student's mark (orange) and, once graded, the detected answer (green). */
function marksOf(q: Question, mark: number | undefined, r: Result | undefined) {
  const bands: ChartBand[] = [];
  const levels: ChartLevel[] = [];
  if (q.kind === 'pattern') {
    if (mark !== undefined) bands.push({ from: mark, to: mark, label: '我的标注' });
    if (r && 'bars' in r.key)
      for (const b of r.key.bars)
        bands.push({ from: b, to: b, label: '答案', color: 'rgba(21, 160, 90, 0.2)' });
  } else {
    if (mark !== undefined) levels.push({ price: mark, label: '我的标注', color: '#fa8c16' });
    if (r && 'price' in r.key) levels.push({ price: r.key.price, label: '答案', color: '#15a05a' });
  }
  return { bands, levels };
}

function LabelCard(props: {
  q: Question;
  mark: number | undefined;
  result: Result | undefined;
  onMark: (v: number | undefined) => void;
}) {
  const { q, mark, result } = props;
  // Kept while this card's mark and result stay: a mark on another card does not redraw this chart.
  const { bands, levels } = useMemo(() => marksOf(q, mark, result), [q, mark, result]);
  const pattern = q.kind === 'pattern';
  return (
    <Card size="small" title={`第${q.index + 1}题：${q.prompt}`}>
      <ReplayChart
        bars={q.bars}
        name={`第${q.index + 1}题`}
        bands={bands}
        levels={levels}
        onPick={(bar, price) => props.onMark(pattern ? bar : price)}
      />
      <Space>
        {pattern ? (
          <>
            <span>第</span>
            <InputNumber
              min={1}
              max={q.bars.length}
              value={mark === undefined ? null : mark + 1}
              onChange={(v) => props.onMark(v === null ? undefined : v - 1)}
              aria-label={`第${q.index + 1}题标注K线`}
            />
            <span>根K线</span>
          </>
        ) : (
          <>
            <span>价格</span>
            <InputNumber
              min={0.01}
              max={100_000}
              step={0.01}
              precision={2}
              value={mark ?? null}
              onChange={(v) => props.onMark(v ?? undefined)}
              aria-label={`第${q.index + 1}题标注价格`}
            />
          </>
        )}
        <span>可直接点击图表标注</span>
      </Space>
      {result && (
        <Alert
          style={{ marginTop: 8 }}
          type={result.correct ? 'success' : 'error'}
          title={
            result.correct
              ? '标注正确'
              : `标注错误，答案：${'price' in result.key ? result.key.price.toFixed(2) : result.key.bars.map((b) => `第${b + 1}根`).join('、')}`
          }
        />
      )}
    </Card>
  );
}

/** TrainKChartLabel: mark the pattern, support or resistance on each chart; checked with a tolerance. */
export function KChartLabelPage() {
  const [seed, setSeed] = useState<number | undefined>(undefined);
  const quiz = useQuery('labelQuiz', seed ? { seed } : {});
  const submit = useMutation('labelSubmit');
  const [marks, setMarks] = useState<Record<number, number | undefined>>({});
  const data = quiz.data;
  const graded = submit.status === 'ok' && submit.data ? submit.data : undefined;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SeedBar
        tool="label"
        title="K线标注"
        seed={data?.seed}
        onSeed={(s) => {
          setMarks({});
          setSeed(s);
          if (!s) quiz.reload();
        }}
      />
      {data?.questions.map((q) => (
        <LabelCard
          key={`${data.seed}-${q.index}`}
          q={q}
          mark={marks[q.index]}
          result={graded?.results[q.index]}
          onMark={(v) => setMarks((m) => ({ ...m, [q.index]: v }))}
        />
      ))}
      {data && (
        <SubmitRow
          score={graded?.score}
          attempt={graded}
          onSubmit={() =>
            submit.run(
              {
                seed: data.seed,
                marks: data.questions.map((q) => marks[q.index] ?? -1),
              },
              ['searchSets'],
            )
          }
        />
      )}
      <ScoreHistory tool="label" reload={graded ? submit.seq : 0} />
    </Space>
  );
}
