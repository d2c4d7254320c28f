import { pageHub } from '@portal/shared-kit';
import { App, Button, Form, InputNumber, Segmented, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useMutationDone, useQuery } from '../../state/data-hooks';
import type { Scheme } from './api/stockpick-types';
import {
  BACKTEST_PROGRESS_EVENT,
  readBacktestProgress,
  type BacktestProgress,
} from './backtest-progress';
import { startDateBefore } from './backtest-window';
import { indicatorIndex } from './condition-text';

export interface RunForm {
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

/** The scheme page's data: the scheme, the indicators, the backtest run and its hub progress. */
export function useStrategyDetail() {
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
  const start = (v: RunForm) =>
    run.run({
      schemeId,
      startDate: startDateBefore(Number(v.years)),
      initialCash: v.initialCash,
      rebalanceDays: v.rebalanceDays,
      holdings: v.holdings,
      weighting: v.weighting,
    });
  return { valid, detail, defs, run, progress, form, start };
}

/** The backtest settings, starting from the scheme's own trading settings. */
export function BacktestForm(props: {
  form: FormInstance<RunForm>;
  scheme: Scheme;
  loading: boolean;
  onFinish: (v: RunForm) => void;
}) {
  const s = props.scheme;
  return (
    <Form<RunForm>
      form={props.form}
      layout="inline"
      initialValues={{
        years: '1',
        initialCash: 1_000_000,
        rebalanceDays: s.rebalanceDays ?? 20,
        holdings: s.holdings ?? 10,
        weighting: s.weighting ?? 'equal',
      }}
      onFinish={props.onFinish}
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
      <Button type="primary" htmlType="submit" loading={props.loading}>
        开始回测
      </Button>
    </Form>
  );
}
