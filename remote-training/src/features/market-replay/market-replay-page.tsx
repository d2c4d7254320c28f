import { pageHub } from '@portal/shared-kit';
import { Button, Card, Descriptions, InputNumber, Select, Space, Table, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { mergeView, type ReplayFreq, type ReplayView } from './api/replay-api';
import { useMutation, useMutationDone } from './hooks';
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
  // 开始回放 starts playing at once (issue 33: no second click on 播放), once the page listens to
  // the replay's pushes: a bar pushed before the subscription would leave a gap in the chart.
  const autoplay = useRef<{ key: string; replayID: number } | null>(null);
  useMutationDone(start, (ok) => {
    if (!ok || !start.data) return;
    autoplay.current = { key: start.data.key, replayID: start.data.replayID };
    setView(start.data);
  });
  const { run: runControl } = control;
  const key = view?.key;
  useMutationDone(
    control,
    (ok) => ok && control.data && setView((v) => mergeView(v, control.data as ReplayView)),
  );
  useMutationDone(
    trade,
    (ok) => ok && trade.data && setView((v) => mergeView(v, trade.data as ReplayView)),
  );
  useEffect(() => {
    if (!key) return;
    const hub = pageHub();
    const handler = (payload: unknown) => {
      const next = payload as ReplayView;
      if (next?.key === key) setView((v) => mergeView(v, next));
    };
    hub.on('HisTrain', handler);
    let alive = true;
    void hub
      .invoke('HisTrain', key)
      .catch(() => undefined)
      .then(() => {
        const play = autoplay.current;
        if (!alive || play?.key !== key) return;
        autoplay.current = null;
        runControl({ replayID: play.replayID, action: 'play' });
      });
    return () => {
      alive = false;
      hub.off('HisTrain', handler);
      void hub.invoke('UnHisTrain', key).catch(() => undefined);
    };
  }, [key, runControl]);
  return { view, start, control, trade };
}

const DAY_LENGTHS = [60, 120, 250];

/**
 * TrainMarketReplay: replay a stretch of history drawn at random (daily bars, or the 1-minute
 * bars of one or two days) and trade against it; the security and the dates are told at the end.
 */
export function MarketReplayPage() {
  const { view, start, control, trade } = useReplayView();
  const [speed, setSpeed] = useState(10);
  const [freq, setFreq] = useState<ReplayFreq>('day');
  const [length, setLength] = useState(120);
  const [qty, setQty] = useState(100);
  const id = view?.replayID ?? 0;
  const minBuy = view?.minBuy ?? 100;
  const lot = view?.lot ?? 100;
  // A new replay's quantity starts at its board's smallest buy (科创板: 200).
  useEffect(() => setQty(minBuy), [id, minBuy]);
  const act = (action: 'play' | 'pause' | 'step' | 'speed', s?: number) =>
    control.run({ replayID: id, action, ...(s ? { speed: s } : {}) });
  const gain = view ? view.equity - view.startCash : 0;
  const hold = view ? view.holdEquity - view.startCash : 0;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card title="行情回放" size="small">
        <Space wrap>
          <Select
            style={{ width: 110 }}
            value={freq}
            onChange={(f: ReplayFreq) => {
              setFreq(f);
              setLength(f === 'day' ? 120 : 1);
            }}
            options={[
              { value: 'day', label: '日K回放' },
              { value: 'minute', label: '分钟回放' },
            ]}
            aria-label="回放周期"
          />
          <Select
            style={{ width: 120 }}
            value={length}
            onChange={(n: number) => setLength(n)}
            options={(freq === 'day' ? DAY_LENGTHS : [1, 2]).map((n) => ({
              value: n,
              label: freq === 'day' ? `${n}个交易日` : `${n}个交易日分钟线`,
            }))}
            aria-label="回放长度"
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
          <Button type="primary" onClick={() => start.run({ speed, freq, length })}>
            开始回放
          </Button>
          <span>证券与日期随机抽取，价格按比例换算，回放结束后公布</span>
        </Space>
      </Card>
      {view && (
        <Card
          size="small"
          title={`${view.source ? `${view.source.name}（${view.source.code}）` : '随机行情'} ${view.shown}/${view.total}`}
        >
          <ReplayChart bars={view.bars} name={view.source?.name ?? '随机行情'} />
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
              min={lot}
              step={lot}
              max={1_000_000}
              value={qty}
              onChange={(v) => setQty(Number(v) || minBuy)}
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
              {view.source && (
                <Descriptions.Item label="行情来源" span={3}>
                  {`${view.source.name}（${view.source.code}） ${view.source.from} 至 ${view.source.to}（价格已按比例换算）`}
                </Descriptions.Item>
              )}
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
