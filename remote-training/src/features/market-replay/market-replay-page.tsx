import { pageHub } from '@portal/shared-kit';
import { Card, Descriptions, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { mergeView, type ReplayFreq, type ReplayView } from './api/replay-api';
import { useMutation, useMutationDone } from './hooks';
import { ReplayChart } from './replay-chart';
import { ReplayHistory } from './replay-history';
import { ReplayControls, ReplayResult, ReplaySettings, ReplayTrades, yuan } from './replay-panels';

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
  // A new replay's quantity starts at its board's smallest buy (科创板: 200).
  useEffect(() => setQty(minBuy), [id, minBuy]);
  const act = (action: 'play' | 'pause' | 'step' | 'speed', s?: number) =>
    control.run({ replayID: id, action, ...(s ? { speed: s } : {}) });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card title="行情回放" size="small">
        <ReplaySettings
          freq={freq}
          length={length}
          speed={speed}
          onFreq={(f) => {
            setFreq(f);
            setLength(f === 'day' ? 120 : 1);
          }}
          onLength={setLength}
          onSpeed={(s) => {
            setSpeed(s);
            if (id) act('speed', s);
          }}
          onStart={() => start.run({ speed, freq, length })}
        />
      </Card>
      {view && (
        <Card
          size="small"
          title={`${view.source ? `${view.source.name}（${view.source.code}）` : '随机行情'} ${view.shown}/${view.total}`}
        >
          <ReplayChart bars={view.bars} name={view.source?.name ?? '随机行情'} />
          <ReplayControls
            view={view}
            qty={qty}
            onQty={(v) => setQty(Number(v) || minBuy)}
            onAct={act}
            onTrade={(side) => trade.run({ replayID: id, side, qty })}
          />
          <Descriptions size="small" column={4} bordered>
            <Descriptions.Item label="回放价格">{yuan(view.price)}</Descriptions.Item>
            <Descriptions.Item label="可用资金">{yuan(view.cash)}</Descriptions.Item>
            <Descriptions.Item label="持仓/可卖">{`${view.qty}/${view.sellable}`}</Descriptions.Item>
            <Descriptions.Item label="总资产">{yuan(view.equity)}</Descriptions.Item>
          </Descriptions>
          {view.finished && <ReplayResult view={view} />}
          <ReplayTrades view={view} />
        </Card>
      )}
      <ReplayHistory reload={(view?.finished ? 1 : 0) + (start.seq ?? 0)} />
    </Space>
  );
}
