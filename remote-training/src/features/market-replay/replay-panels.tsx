import { Button, Descriptions, InputNumber, Select, Space, Table, Tag } from 'antd';
import type { ReplayFreq, ReplayView } from './api/replay-api';

const SPEEDS = [1, 2, 5, 10, 30, 60];
const DAY_LENGTHS = [60, 120, 250];
export const yuan = (v: number) => v.toFixed(2);

/** Period, length and speed of the next replay, and 开始回放. */
export function ReplaySettings(props: {
  freq: ReplayFreq;
  length: number;
  speed: number;
  onFreq: (f: ReplayFreq) => void;
  onLength: (n: number) => void;
  onSpeed: (s: number) => void;
  onStart: () => void;
}) {
  const { freq, length, speed } = props;
  return (
    <Space wrap>
      <Select
        style={{ width: 110 }}
        value={freq}
        onChange={props.onFreq}
        options={[
          { value: 'day', label: '日K回放' },
          { value: 'minute', label: '分钟回放' },
        ]}
        aria-label="回放周期"
      />
      <Select
        style={{ width: 120 }}
        value={length}
        onChange={(n: number) => props.onLength(n)}
        options={(freq === 'day' ? DAY_LENGTHS : [1, 2]).map((n) => ({
          value: n,
          label: freq === 'day' ? `${n}个交易日` : `${n}个交易日分钟线`,
        }))}
        aria-label="回放长度"
      />
      <Select
        style={{ width: 90 }}
        value={speed}
        onChange={props.onSpeed}
        options={SPEEDS.map((s) => ({ value: s, label: `${s}×` }))}
        aria-label="回放速度"
      />
      <Button type="primary" onClick={props.onStart}>
        开始回放
      </Button>
      <span>证券与日期随机抽取，价格按比例换算，回放结束后公布</span>
    </Space>
  );
}

/** Play, pause, step, the quantity, buy and sell of a running replay. */
export function ReplayControls(props: {
  view: ReplayView;
  qty: number;
  onQty: (v: number | null) => void;
  onAct: (action: 'play' | 'pause' | 'step') => void;
  onTrade: (side: 1 | 2) => void;
}) {
  const { view, qty } = props;
  const lot = view.lot ?? 100;
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Button disabled={view.finished || view.playing} onClick={() => props.onAct('play')}>
        播放
      </Button>
      <Button disabled={!view.playing} onClick={() => props.onAct('pause')}>
        暂停
      </Button>
      <Button disabled={view.finished} onClick={() => props.onAct('step')}>
        单步
      </Button>
      <Tag>{view.speed}×</Tag>
      <InputNumber
        min={lot}
        step={lot}
        max={1_000_000}
        value={qty}
        onChange={props.onQty}
        aria-label="数量"
      />
      <Button danger disabled={view.finished} onClick={() => props.onTrade(1)}>
        买入
      </Button>
      <Button disabled={view.finished} onClick={() => props.onTrade(2)}>
        卖出
      </Button>
    </Space>
  );
}

/** The finished replay's result: my gain against buy-and-hold, and where the prices came from. */
export function ReplayResult({ view }: { view: ReplayView }) {
  const gain = view.equity - view.startCash;
  const hold = view.holdEquity - view.startCash;
  return (
    <Descriptions size="small" column={3} bordered style={{ marginTop: 12 }} title="回放结果">
      <Descriptions.Item label="我的收益">{`${yuan(gain)}（${((gain / view.startCash) * 100).toFixed(2)}%）`}</Descriptions.Item>
      <Descriptions.Item label="买入持有收益">{`${yuan(hold)}（${((hold / view.startCash) * 100).toFixed(2)}%）`}</Descriptions.Item>
      <Descriptions.Item label="超额收益">{yuan(gain - hold)}</Descriptions.Item>
      {view.source && (
        <Descriptions.Item label="行情来源" span={3}>
          {`${view.source.name}（${view.source.code}） ${view.source.from} 至 ${view.source.to}（价格已按比例换算）`}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** The replay's trades. */
export function ReplayTrades({ view }: { view: ReplayView }) {
  return (
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
  );
}
