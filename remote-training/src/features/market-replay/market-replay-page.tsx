import { pageHub } from '@portal/shared-kit';
import { Button, Card, Descriptions, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { mergeView, type ReplayFreq, type ReplayView } from './api/replay-api';
import { useMutation, useMutationDone, useQuery } from './hooks';
import { ReplayChart } from './replay-chart';
import { ReplayHistory } from './replay-history';

const SPEEDS = [1, 2, 5, 10, 30, 60];
const yuan = (v: number) => v.toFixed(2);

/** The replay view kept in step with the answers of the calls and the hub's HisTrain pushes. */
function useReplayView() {
  const [view, setView] = useState<ReplayView | null>(null);
  const start = useMutation('startReplay');
  const control = useMutation('controlReplay');
  const trade = useMutation('tradeReplay');
  useMutationDone(start, (ok) => ok && start.data && setView(start.data));
  useMutationDone(
    control,
    (ok) => ok && control.data && setView((v) => mergeView(v, control.data as ReplayView)),
  );
  useMutationDone(
    trade,
    (ok) => ok && trade.data && setView((v) => mergeView(v, trade.data as ReplayView)),
  );
  const key = view?.key;
  useEffect(() => {
    if (!key) return;
    const hub = pageHub();
    const handler = (payload: unknown) => {
      const next = payload as ReplayView;
      if (next?.key === key) setView((v) => mergeView(v, next));
    };
    hub.on('HisTrain', handler);
    void hub.invoke('HisTrain', key).catch(() => undefined);
    return () => {
      hub.off('HisTrain', handler);
      void hub.invoke('UnHisTrain', key).catch(() => undefined);
    };
  }, [key]);
  return { view, start, control, trade };
}

/**
 * TrainMarketReplay: pick a security and a period, replay its daily bars (or the 1-minute bars of
 * one or two days) and trade against them.
 */
export function MarketReplayPage() {
  const options = useQuery('replayOptions', undefined);
  const { view, start, control, trade } = useReplayView();
  const [sec, setSec] = useState<string>();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [speed, setSpeed] = useState(10);
  const [freq, setFreq] = useState<ReplayFreq>('day');
  const [qty, setQty] = useState(100);
  const first = options.data?.securities[0];
  const chosen = options.data?.securities.find((s) => `${s.code}.${s.market}` === sec) ?? first;
  const dateFrom = from || options.data?.firstDate || '';
  const dateTo =
    to || (freq === 'minute' ? dateFrom : dateFrom ? `${dateFrom.slice(0, 4)}-06-30` : '');
  const id = view?.replayID ?? 0;
  const act = (action: 'play' | 'pause' | 'step' | 'speed', s?: number) =>
    control.run({ replayID: id, action, ...(s ? { speed: s } : {}) });
  const gain = view ? view.equity - view.startCash : 0;
  const hold = view ? view.holdEquity - view.startCash : 0;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card title="行情回放" size="small">
        <Space wrap>
          <Select
            showSearch
            style={{ width: 220 }}
            value={chosen ? `${chosen.code}.${chosen.market}` : undefined}
            onChange={setSec}
            optionFilterProp="label"
            options={(options.data?.securities ?? []).map((s) => ({
              value: `${s.code}.${s.market}`,
              label: `${s.name} ${s.code}`,
            }))}
          />
          <Input
            style={{ width: 130 }}
            value={dateFrom}
            onChange={(e) => setFrom(e.target.value)}
            aria-label="开始日期"
          />
          <span>至</span>
          <Input
            style={{ width: 130 }}
            value={dateTo}
            onChange={(e) => setTo(e.target.value)}
            aria-label="结束日期"
          />
          <Select
            style={{ width: 110 }}
            value={freq}
            onChange={(f: ReplayFreq) => {
              setFreq(f);
              setTo('');
            }}
            options={[
              { value: 'day', label: '日K回放' },
              { value: 'minute', label: '分钟回放' },
            ]}
            aria-label="回放周期"
          />
          <Select
            style={{ width: 90 }}
            value={speed}
            onChange={(s: number) => {
              setSpeed(s);
              if (id) act('speed', s);
            }}
            options={SPEEDS.map((s) => ({ value: s, label: `${s}×` }))}
            aria-label="回放速度"
          />
          <Button
            type="primary"
            disabled={!chosen}
            onClick={() =>
              chosen &&
              start.run({
                code: chosen.code,
                market: chosen.market,
                from: dateFrom,
                to: dateTo,
                speed,
                freq,
              })
            }
          >
            开始回放
          </Button>
        </Space>
      </Card>
      {view && (
        <Card size="small" title={`${view.name}（${view.code}） ${view.shown}/${view.total}`}>
          <ReplayChart bars={view.bars} name={view.name} />
          <Space wrap style={{ marginBottom: 12 }}>
            <Button disabled={view.finished || view.playing} onClick={() => act('play')}>
              播放
            </Button>
            <Button disabled={!view.playing} onClick={() => act('pause')}>
              暂停
            </Button>
            <Button disabled={view.finished} onClick={() => act('step')}>
              单步
            </Button>
            <Tag>{view.speed}×</Tag>
            <InputNumber
              min={100}
              step={100}
              max={1_000_000}
              value={qty}
              onChange={(v) => setQty(Number(v) || 100)}
              aria-label="数量"
            />
            <Button
              danger
              disabled={view.finished}
              onClick={() => trade.run({ replayID: id, side: 1, qty })}
            >
              买入
            </Button>
            <Button
              disabled={view.finished}
              onClick={() => trade.run({ replayID: id, side: 2, qty })}
            >
              卖出
            </Button>
          </Space>
          <Descriptions size="small" column={4} bordered>
            <Descriptions.Item label="回放价格">{yuan(view.price)}</Descriptions.Item>
            <Descriptions.Item label="可用资金">{yuan(view.cash)}</Descriptions.Item>
            <Descriptions.Item label="持仓/可卖">{`${view.qty}/${view.sellable}`}</Descriptions.Item>
            <Descriptions.Item label="总资产">{yuan(view.equity)}</Descriptions.Item>
          </Descriptions>
          {view.finished && (
            <Descriptions
              size="small"
              column={3}
              bordered
              style={{ marginTop: 12 }}
              title="回放结果"
            >
              <Descriptions.Item label="我的收益">{`${yuan(gain)}（${((gain / view.startCash) * 100).toFixed(2)}%）`}</Descriptions.Item>
              <Descriptions.Item label="买入持有收益">{`${yuan(hold)}（${((hold / view.startCash) * 100).toFixed(2)}%）`}</Descriptions.Item>
              <Descriptions.Item label="超额收益">{yuan(gain - hold)}</Descriptions.Item>
            </Descriptions>
          )}
          <Table
            style={{ marginTop: 12 }}
            rowKey={(t) => `${t.bar}-${t.side}-${t.qty}-${t.price}-${t.amount}`}
            size="small"
            pagination={false}
            dataSource={view.trades}
            columns={[
              { title: view.freq === 'minute' ? '时间' : '日期', dataIndex: 'time' },
              { title: '方向', render: (_, t) => (t.side === 1 ? '买入' : '卖出') },
              { title: '数量', dataIndex: 'qty' },
              { title: '价格', render: (_, t) => yuan(t.price) },
              { title: '成交金额', render: (_, t) => yuan(t.amount) },
              { title: '费用', render: (_, t) => yuan(t.fee) },
            ]}
          />
        </Card>
      )}
      <ReplayHistory reload={(view?.finished ? 1 : 0) + (start.seq ?? 0)} />
    </Space>
  );
}
