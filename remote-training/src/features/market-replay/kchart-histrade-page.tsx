import { Alert, Button, Card, Descriptions, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { HistradeBars, HistradeResult } from './api/histrade-api';
import { ScoreHistory } from './components/score-history';
import { SeedBar } from './components/seed-bar';
import { SubmitRow } from './components/submit-row';
import { useMutation, useQuery } from './hooks';
import { ReplayChart } from './replay-chart';

const pct = (v: number) => `${v > 0 ? '+' : ''}${v.toFixed(2)}%`;
const yuan = (v: number) => `${v.toFixed(2)}元`;

function Outcome({ r }: { r: HistradeResult }) {
  return (
    <Descriptions size="small" bordered column={3}>
      <Descriptions.Item label="证券">{r.name}</Descriptions.Item>
      <Descriptions.Item label="交易次数">{r.trades.length}</Descriptions.Item>
      <Descriptions.Item label="最终资产">{yuan(r.equity)}</Descriptions.Item>
      <Descriptions.Item label="我的收益率">{pct(r.studentReturn)}</Descriptions.Item>
      <Descriptions.Item label="买入持有收益率">{pct(r.holdReturn)}</Descriptions.Item>
      <Descriptions.Item label="最优收益率">{pct(r.bestReturn)}</Descriptions.Item>
    </Descriptions>
  );
}

/**
 * trainKChartHistrade: trade a hidden stretch of the stored history bar by bar (买入 all the cash in
 * whole lots, 卖出 everything, 持有), then see the result against buy-and-hold and the best possible.
 */
export function KChartHistradePage() {
  const [seed, setSeed] = useState<number | undefined>(undefined);
  const [actions, setActions] = useState<number[]>([]);
  const quiz = useQuery('histradeBars', seed ? { seed, shown: actions.length } : {});
  const submit = useMutation('histradeSubmit');
  // While the next bar loads, the chart keeps the bars shown so far.
  const last = useRef<HistradeBars | undefined>(undefined);
  if (quiz.data) last.current = quiz.data;
  const data = quiz.data ?? (seed && last.current?.seed === seed ? last.current : undefined);
  const graded = submit.status === 'ok' && submit.data ? submit.data : undefined;
  const steps = data?.steps ?? 0;
  const done = !!data && actions.length >= steps;
  const holding = actions.reduce((h, a) => (a === 1 ? true : a === 2 ? false : h), false);
  const bars = graded ? graded.bars : (data?.bars ?? []);
  const lookback = (data?.bars.length ?? 0) - (data?.shown ?? 0);
  const bands = useMemo(
    () =>
      bars.length > lookback
        ? [
            {
              from: lookback,
              to: bars.length - 1,
              label: '交易区间',
              color: 'rgba(22, 119, 255, 0.1)',
            },
          ]
        : [],
    [bars.length, lookback],
  );
  const act = (a: number) => {
    if (!data) return;
    // The set's number is kept so the next bar comes from the same window.
    if (!seed) setSeed(data.seed);
    setActions((xs) => [...xs, a]);
  };
  const ready = !!data && data.shown === actions.length && !graded;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SeedBar
        title="历史交易"
        seed={data?.seed}
        onSeed={(s) => {
          setActions([]);
          setSeed(s);
          if (!s) quiz.reload();
        }}
      />
      {data && (
        <Card
          size="small"
          title={`第${Math.min(actions.length + 1, steps)}/${steps}步：以最后一根K线的收盘价交易`}
        >
          <Alert
            type="info"
            title={`资金${data.cash}元；买入：全部资金买入整手（每手${data.lot}股），卖出：全部卖出；不显示证券名称和日期。`}
          />
          <ReplayChart bars={bars} name="历史交易" bands={bands} />
          <Space>
            <span>{`当前：${holding ? '持仓' : '空仓'}`}</span>
            {data.options.map((label, i) => (
              <Button key={label} disabled={!ready || done} onClick={() => act(i)}>
                {label}
              </Button>
            ))}
          </Space>
        </Card>
      )}
      {data && (
        <SubmitRow
          score={graded?.score}
          disabled={!done || !!graded}
          onSubmit={() => submit.run({ seed: data.seed, actions })}
        />
      )}
      {graded && <Outcome r={graded} />}
      <ScoreHistory tool="histrade" reload={graded ? submit.seq : 0} />
    </Space>
  );
}
