import { pageHub } from '@portal/shared-kit';
import {
  App,
  Button,
  Card,
  Descriptions,
  Form,
  InputNumber,
  Progress,
  Segmented,
  Select,
  Space,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useMutationDone, useQuery } from '../../state/data-hooks';
import {
  BACKTEST_PROGRESS_EVENT,
  readBacktestProgress,
  type BacktestProgress,
} from './backtest-progress';
import { BacktestList } from './components/backtest-list';
import { StockTable } from './components/stock-table';
import { MyStrategy } from './my-strategy';
import { startDateBefore } from './backtest-window';
import { conditionText, indicatorIndex } from './condition-text';

interface RunForm {
  years: string;
  initialCash: number;
  rebalanceDays: number;
  holdings: number;
  weighting: 'equal' | 'marketCap';
}

const WINDOWS = [
  { label: '近半年', value: '0.5' },
  { label: '近1年', value: '1' },
  { label: '近2年', value: '2' },
];

/**
 * /TrainkEquityScreener/scheme/strategyDetail?schemeId=: the scheme's conditions, today's picks,
 * a backtest form with live progress over the hub, and the scheme's backtests.
 */
export function StrategyDetail() {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const schemeId = Number(params.get('schemeId'));
  const valid = Number.isInteger(schemeId) && schemeId > 0;
  const detail = useQuery('getSchemeDetail', { schemeId }, { skip: !valid });
  const groups = useQuery('getIndexList', {});
  const defs = useMemo(() => indicatorIndex(groups.data), [groups.data]);
  const run = useMutation('runBacktest');
  const [progress, setProgress] = useState<BacktestProgress | null>(null);
  const [form] = Form.useForm<RunForm>();
  const reload = detail.reload;
  useEffect(() => {
    const hub = pageHub();
    const handler = (payload: unknown) => {
      const p = readBacktestProgress(payload);
      if (!p) return;
      setProgress(p);
      if (p.complete) reload();
    };
    hub.on(BACKTEST_PROGRESS_EVENT, handler);
    return () => hub.off(BACKTEST_PROGRESS_EVENT, handler);
  }, [reload]);
  useMutationDone(run, (ok) => {
    if (!ok || !run.data) return;
    setProgress({
      backtestId: run.data.backtestId,
      progress: 0,
      complete: false,
      status: 'running',
    });
    void message.info('回测已开始');
    reload();
  });
  // Without a scheme id the page lists the schemes to pick one from.
  if (!valid) return <MyStrategy />;
  const s = detail.data?.scheme;
  const start = (v: RunForm) =>
    run.run({
      schemeId,
      startDate: startDateBefore(Number(v.years)),
      initialCash: v.initialCash,
      rebalanceDays: v.rebalanceDays,
      holdings: v.holdings,
      weighting: v.weighting,
    });
  const running = progress && !progress.complete;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12} data-page="strategyDetail">
      <Card
        size="small"
        title={s ? `方案：${s.schemeName}` : '方案详情'}
        loading={detail.loading && !detail.data}
      >
        {s ? (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="选股条件">
              {s.conditions.map((c) => conditionText(c, defs)).join('；')}
            </Descriptions.Item>
            <Descriptions.Item label="今日符合条件">{`${detail.data?.total ?? 0}只`}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
      <Card size="small" title="回测设置">
        {s ? (
          <Form<RunForm>
            form={form}
            layout="inline"
            initialValues={{
              years: '1',
              initialCash: 1_000_000,
              rebalanceDays: s.rebalanceDays ?? 20,
              holdings: s.holdings ?? 10,
              weighting: s.weighting ?? 'equal',
            }}
            onFinish={start}
          >
            <Form.Item name="years" label="回测区间">
              <Segmented options={WINDOWS} />
            </Form.Item>
            <Form.Item name="initialCash" label="初始资金(元)">
              <InputNumber min={10_000} max={100_000_000} step={100_000} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="rebalanceDays" label="调仓周期(交易日)">
              <InputNumber min={1} max={250} precision={0} style={{ width: 80 }} />
            </Form.Item>
            <Form.Item name="holdings" label="持股数量">
              <InputNumber min={1} max={50} precision={0} style={{ width: 80 }} />
            </Form.Item>
            <Form.Item name="weighting" label="权重">
              <Select
                style={{ width: 110 }}
                options={[
                  { value: 'equal', label: '等权' },
                  { value: 'marketCap', label: '市值加权' },
                ]}
              />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={run.status === 'loading' || !!running}
            >
              开始回测
            </Button>
          </Form>
        ) : null}
        {progress ? (
          <Progress
            aria-label="回测进度"
            percent={Math.floor(progress.progress)}
            status={
              progress.status === 'failed' ? 'exception' : progress.complete ? 'success' : 'active'
            }
            style={{ marginTop: 12 }}
          />
        ) : null}
      </Card>
      <Card size="small" title="今日选股">
        <StockTable
          rows={detail.data?.picks ?? []}
          defs={defs}
          indicatorIds={(s?.conditions ?? []).map((c) => c.indexId)}
          loading={detail.loading}
        />
      </Card>
      <Card size="small" title="回测记录">
        <BacktestList rows={detail.data?.backtests ?? []} loading={detail.loading} />
      </Card>
    </Space>
  );
}
