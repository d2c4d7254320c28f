import { STOCK_SECURITY_TYPES, formatMoney } from '@portal/shared-kit';
import { Card, Col, List, Row, Statistic, Tabs } from 'antd';
import { useState } from 'react';
import { useOpenDeepData } from '../../common/deep-data-context';
import type { QuoteRow } from '../../common/quotation/get-quotes';
import { useQuery } from '../../state/data-hooks';
import { IndustryView } from './industry-view';

/** Index codes of the overview (spec §3: 000001.SSE 上证指数, 399001.SZSE 深证成指 …). */
export const OVERVIEW_INDEXES =
  '000001.SSE,399001.SZSE,399006.SZSE,000300.SSE,000688.SSE,000016.SSE';

const tone = (v: number) => (v > 0 ? '#cf1322' : v < 0 ? '#389e0d' : undefined);

function Movers({ sortord }: { sortord: 'asc' | 'desc' }) {
  const open = useOpenDeepData();
  const q = useQuery('getQuotes', {
    markets: 'SSE,SZSE',
    orderBy: 'changePct',
    sortord,
    pageSize: 200,
  });
  // The market lists options and funds too; the movers are stocks only.
  const rows = (q.data?.list ?? [])
    .filter((r) => STOCK_SECURITY_TYPES.includes(r.securityType))
    .slice(0, 10);
  return (
    <List<QuoteRow>
      size="small"
      loading={q.loading}
      dataSource={rows}
      renderItem={(r) => (
        <List.Item onClick={() => open(r)} style={{ cursor: 'pointer' }}>
          <span>
            {r.shortName} <small>{r.symbol}</small>
          </span>
          <span style={{ color: tone(r.changePct) }}>{formatMoney(r.changePct)}%</span>
        </List.Item>
      )}
    />
  );
}

/** Top tab 1, /ResearchAnalysis: index overview, movers and plates; kept alive across tabs. */
export function ResearchAnalysisPage() {
  const [tab, setTab] = useState('gainers');
  const indexes = useQuery('getQuotes', { codes: OVERVIEW_INDEXES, pageSize: 10 });
  const plates = useQuery('getPlates', { markets: 'SSE,SZSE', pageSize: 40 });
  return (
    <div data-page="ResearchAnalysis">
      <Row gutter={[12, 12]}>
        {(indexes.data?.list ?? []).map((r) => (
          <Col span={4} key={r.symbol}>
            <Card size="small">
              <Statistic
                title={r.shortName}
                value={r.last}
                precision={2}
                valueStyle={{ color: tone(r.change), fontSize: 20 }}
                suffix={<small>{`${formatMoney(r.changePct)}%`}</small>}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={12} style={{ marginTop: 12 }}>
        <Col span={12}>
          <Card title="个股涨跌排行" size="small">
            <Tabs
              activeKey={tab}
              onChange={setTab}
              items={[
                { key: 'gainers', label: '涨幅榜', children: <Movers sortord="desc" /> },
                { key: 'losers', label: '跌幅榜', children: <Movers sortord="asc" /> },
              ]}
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card title="板块" size="small">
            <List
              size="small"
              grid={{ column: 3 }}
              loading={plates.loading}
              dataSource={plates.data?.list ?? []}
              renderItem={(p) => (
                <List.Item>
                  {p.plateName} <small>（{p.count}）</small>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      <IndustryView />
    </div>
  );
}
