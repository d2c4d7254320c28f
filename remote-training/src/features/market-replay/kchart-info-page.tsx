import { Alert, Button, Card, Descriptions, InputNumber, Radio, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useQuery } from './hooks';
import { ReplayChart } from './replay-chart';

/** What each pattern means (the names come from the server's detectors). */
const EXPLAIN: Record<string, string> = {
  doji: '开盘价与收盘价几乎相同，实体极小，上下影线较长：多空力量暂时平衡。出现在连续下跌之后，常是变盘的信号。',
  hammer:
    '出现在下跌途中：实体较小、位于K线上端，下影线至少为实体的两倍，几乎没有上影线。盘中空方打压后多方收复失地，可能见底。',
  bullishEngulfing:
    '下跌中先出现一根阴线，随后一根阳线的实体完全覆盖前一根阴线的实体：多方力量反转，常是上涨信号。',
  bearishEngulfing:
    '先出现一根阳线，随后一根阴线的实体完全覆盖前一根阳线的实体：空方占优，常是下跌信号。',
  threeSoldiers:
    '连续三根阳线，每根收盘价高于前一根，开盘价落在前一根的实体之内：多方稳步推进，常见于上涨初期。',
  hangingMan:
    '形状与锤子线相同，但出现在上涨之后：盘中曾大幅下探，说明高位抛压出现，常是见顶的警示。',
  morningStar:
    '三根K线组成：一根长阴线，一根向下跳空的小实体K线，再一根长阳线收在第一根阴线实体的中点之上：下跌趋势可能反转向上。',
  eveningStar:
    '与早晨之星相反：一根长阳线，一根向上跳空的小实体K线，再一根长阴线收在第一根阳线实体的中点之下：上涨趋势可能反转向下。',
  threeCrows:
    '上涨之后连续三根阴线，每根收盘价低于前一根，开盘价落在前一根的实体之内：空方持续打压，常见于下跌初期。',
};

const fmt = (v: number) => v.toFixed(2);

/** One candle the student shapes by hand: its body, shadows and colour explained. */
function Anatomy() {
  const [c, setC] = useState({ open: 10, high: 10.6, low: 9.7, close: 10.4 });
  const high = Math.max(c.high, c.open, c.close);
  const low = Math.min(c.low, c.open, c.close);
  const body = Math.abs(c.close - c.open);
  const kind =
    c.close > c.open
      ? '阳线（收盘价高于开盘价）'
      : c.close < c.open
        ? '阴线（收盘价低于开盘价）'
        : '十字线（收盘价等于开盘价）';
  const field = (key: keyof typeof c, label: string) => (
    <Space key={key} size={4}>
      <span>{label}</span>
      <InputNumber
        min={0.01}
        max={10_000}
        step={0.1}
        precision={2}
        value={c[key]}
        onChange={(v) => v !== null && setC((x) => ({ ...x, [key]: v }))}
        aria-label={label}
        style={{ width: 100 }}
      />
    </Space>
  );
  const bars = useMemo(
    () => [{ open: c.open, high, low, close: c.close, time: '示例' }],
    [c, high, low],
  );
  return (
    <Card size="small" title="K线的构成">
      <Space wrap>
        {field('open', '开盘价')}
        {field('high', '最高价')}
        {field('low', '最低价')}
        {field('close', '收盘价')}
      </Space>
      <ReplayChart bars={bars} name="示例K线" />
      <Descriptions size="small" column={4} bordered>
        <Descriptions.Item label="类型">{kind}</Descriptions.Item>
        <Descriptions.Item label="实体">{fmt(body)}</Descriptions.Item>
        <Descriptions.Item label="上影线">
          {fmt(high - Math.max(c.open, c.close))}
        </Descriptions.Item>
        <Descriptions.Item label="下影线">{fmt(Math.min(c.open, c.close) - low)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** TrainKChartInfo: candlestick anatomy and the common patterns on example charts. */
export function KChartInfoPage() {
  const [seed, setSeed] = useState(1);
  const examples = useQuery('kchartExamples', { seed });
  const list = examples.data?.examples ?? [];
  const [chosen, setChosen] = useState('doji');
  const ex = list.find((e) => e.id === chosen) ?? list[0];
  const bands = useMemo(() => (ex ? [{ from: ex.from, to: ex.to, label: ex.name }] : []), [ex]);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Anatomy />
      <Card
        size="small"
        title="常见K线形态"
        extra={<Button onClick={() => setSeed((s) => (s % 1_000_000) + 1)}>换一组示例</Button>}
      >
        <Radio.Group
          optionType="button"
          value={ex?.id}
          onChange={(e) => setChosen(String(e.target.value))}
          options={list.map((e) => ({ value: e.id, label: e.name }))}
        />
        {ex && (
          <>
            <Alert
              style={{ marginTop: 12 }}
              type="info"
              title={ex.name}
              description={EXPLAIN[ex.id]}
            />
            <ReplayChart bars={ex.bars} name={ex.name} bands={bands} />
          </>
        )}
      </Card>
    </Space>
  );
}
