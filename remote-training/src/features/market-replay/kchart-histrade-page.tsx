import { Alert, Button, Card, Descriptions, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { HistradeResult, HistradeState } from './api/histrade-api';
import { ScoreHistory } from './components/score-history';
import { SeedBar } from './components/seed-bar';
import { attemptText, SubmitRow } from './components/submit-row';
import { useMutation, useMutationDone } from './hooks';
import { ReplayChart } from './replay-chart';

const pct = (v: number) => `${v > 0 ? '+' : ''}${v.toFixed(2)}%`;
const yuan = (v: number) => `${v.toFixed(2)}元`;

function Outcome({ r }: { r: HistradeResult }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {!r.counted && <Alert type="warning" title="此题组已做过，本次成绩不计入成绩记录。" />}
      {r.attempt !== undefined && (
        <Typography.Text data-attempt-info>{attemptText(r)}</Typography.Text>
      )}
      <Descriptions size="small" bordered column={3} data-histrade-result={r.score}>
        <Descriptions.Item label="证券">
          {r.reveal ? `${r.name} ${r.reveal.from} 至 ${r.reveal.to}（价格已换算）` : r.name}
        </Descriptions.Item>
        <Descriptions.Item label="交易次数">{r.trades.length}</Descriptions.Item>
        <Descriptions.Item label="最终资产">{yuan(r.equity)}</Descriptions.Item>
        <Descriptions.Item label="我的收益率">{pct(r.studentReturn)}</Descriptions.Item>
        <Descriptions.Item label="买入持有收益率">{pct(r.holdReturn)}</Descriptions.Item>
        <Descriptions.Item label="最优收益率">{pct(r.bestReturn)}</Descriptions.Item>
        <Descriptions.Item label="相对买入持有" span={3}>
          {`${pct(r.studentReturn - r.holdReturn)}（${
            r.studentReturn >= r.holdReturn ? '跑赢' : '跑输'
          }买入持有）`}
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

/**
 * trainKChartHistrade: trade a hidden stretch of the stored history bar by bar (买入 all the cash in
 * whole lots, 卖出 everything, 持有). The server keeps the session and reveals the next bar only
 * after each recorded action; at the end it grades against buy-and-hold and the best possible.
 */
export function KChartHistradePage() {
  const start = useMutation('histradeStart');
  const step = useMutation('histradeStep');
  const submit = useMutation('histradeSubmit');
  const [state, setState] = useState<HistradeState | undefined>(undefined);
  const [graded, setGraded] = useState<HistradeResult | undefined>(undefined);
  const [scoresSeq, setScoresSeq] = useState(0);
  useMutationDone(start, (ok) => ok && setState(start.data));
  useMutationDone(step, (ok) => ok && setState(step.data));
  useMutationDone(submit, (ok) => {
    if (!ok) return;
    setGraded(submit.data);
    setScoresSeq((n) => n + 1);
  });
  const open = (seed?: number) => {
    setGraded(undefined);
    start.run(seed ? { seed } : {});
  };
  useEffect(() => {
    start.run({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const busy = start.status === 'loading' || step.status === 'loading';
  const steps = state?.steps ?? 0;
  const done = !!state && state.shown >= steps;
  const bars = graded ? graded.bars : (state?.bars ?? []);
  const lookback = (state?.bars.length ?? 0) - (state?.shown ?? 0);
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
  const ready = !!state && !graded && !busy && !done;
  const act = (action: number) => {
    if (state && ready) step.run({ sessionID: state.sessionID, step: state.shown, action });
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SeedBar title="历史交易" seed={state?.seed} onSeed={open} tool="histrade" />
      {state && (
        <Card
          size="small"
          title={`第${Math.min(state.shown + 1, steps)}/${steps}步：以最后一根K线的收盘价交易`}
        >
          <Alert
            type="info"
            title={`资金${state.cash}元；买入：全部资金买入整手（每手${state.lot}股），卖出：全部卖出；不显示证券名称和日期。`}
          />
          <ReplayChart bars={bars} name="历史交易" bands={bands} />
          <Space>
            <span>{`当前：${state.holding ? '持仓' : '空仓'}`}</span>
            {state.options.map((label, i) => (
              <Button key={label} disabled={!ready} onClick={() => act(i)}>
                {label}
              </Button>
            ))}
          </Space>
        </Card>
      )}
      {state && (
        <SubmitRow
          score={graded?.score}
          disabled={!done || !!graded || submit.status === 'loading'}
          onSubmit={() => submit.run({ sessionID: state.sessionID }, ['searchSets'])}
        />
      )}
      {graded && <Outcome r={graded} />}
      <ScoreHistory tool="histrade" reload={scoresSeq} />
    </Space>
  );
}
