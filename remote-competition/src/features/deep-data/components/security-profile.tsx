import { formatMoney, formatUnit } from '@portal/shared-kit';
import { Descriptions, Segmented, Skeleton, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useQuery } from '../../../state/data-hooks';
import { CompanyProfile } from './company-profile';
import { FinancePanel } from './finance-panel';
import { HoldersPanel } from './holders-panel';
import { KlineChart } from './kline-chart';

const FREQS = [
  { label: '分时', value: '1' },
  { label: '日K', value: 'D' },
  { label: '周K', value: 'W' },
];

/** Deep data of one security: quote and K-line, company profile, statements, holders. */
export function SecurityProfile({ code }: { code: string }) {
  const [symbol = '', market = ''] = code.split('.');
  const [tab, setTab] = useState('quote');
  return (
    <Tabs
      size="small"
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'quote', label: '行情', children: <QuotePanel code={code} /> },
        {
          key: 'profile',
          label: '公司概况',
          children: <CompanyProfile symbol={symbol} market={market} />,
        },
        {
          key: 'finance',
          label: '财务数据',
          children: <FinancePanel symbol={symbol} market={market} />,
        },
        {
          key: 'holders',
          label: '股东与分红',
          children: <HoldersPanel symbol={symbol} market={market} />,
        },
      ].map((t) => ({ ...t, children: t.key === tab ? t.children : null }))}
    />
  );
}

/** Quote and K-line with volume of one security. */
function QuotePanel({ code }: { code: string }) {
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
      <KlineChart bars={bars.data?.bars ?? []} name={q?.shortName ?? code} line={freq === '1'} />
    </div>
  );
}
