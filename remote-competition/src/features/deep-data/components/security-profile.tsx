import { formatMoney, formatUnit } from '@portal/shared-kit';
import { Descriptions, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { LineChart } from '../../../common/charts/line-chart';
import { useQuery } from '../../../state/data-hooks';

const FREQS = [
  { label: '分时', value: '1' },
  { label: '日K', value: 'D' },
  { label: '周K', value: 'W' },
];

const toMs = (t: string) =>
  Date.parse(t.includes('T') || t.length <= 10 ? t : t.replace(' ', 'T') + '+08:00');

/** Quote and price chart of one security in the deep-data view. */
export function SecurityProfile({ code }: { code: string }) {
  const [symbol, market] = code.split('.');
  const [freq, setFreq] = useState('1');
  const quote = useQuery('getQuotes', { codes: code, pageSize: 1 });
  const bars = useQuery('getMinValues', { symbol: symbol ?? '', market, freq, count: 120 });
  const q = quote.data?.list[0];
  if (quote.loading && !q) return <Skeleton active />;
  const up = (q?.change ?? 0) >= 0;
  return (
    <div className="cmp-profile">
      <Typography.Title level={4}>
        {q?.shortName ?? code} <small>{code}</small>
      </Typography.Title>
      {q ? (
        <Descriptions size="small" column={4} bordered>
          <Descriptions.Item label="最新价">
            <span className={up ? 'cmp-up' : 'cmp-down'}>{formatMoney(q.last)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="涨跌幅">
            <span className={up ? 'cmp-up' : 'cmp-down'}>{formatMoney(q.changePct)}%</span>
          </Descriptions.Item>
          <Descriptions.Item label="开盘">{formatMoney(q.open)}</Descriptions.Item>
          <Descriptions.Item label="昨收">{formatMoney(q.preClose)}</Descriptions.Item>
          <Descriptions.Item label="最高">{formatMoney(q.high)}</Descriptions.Item>
          <Descriptions.Item label="最低">{formatMoney(q.low)}</Descriptions.Item>
          <Descriptions.Item label="成交量">{formatUnit(q.volume)}</Descriptions.Item>
          <Descriptions.Item label="成交额">{formatUnit(q.amount)}</Descriptions.Item>
        </Descriptions>
      ) : null}
      <Segmented
        options={FREQS}
        value={freq}
        onChange={(v) => setFreq(String(v))}
        style={{ margin: '12px 0' }}
      />
      <LineChart
        series={[
          {
            name: q?.shortName ?? code,
            data: (bars.data?.bars ?? []).map((b) => [toMs(b.time), b.close]),
          },
        ]}
      />
    </div>
  );
}
