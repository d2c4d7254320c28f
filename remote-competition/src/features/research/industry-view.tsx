import { Card, Col, Row, Statistic, Table } from 'antd';
import { useMemo } from 'react';
import { useQuery } from '../../state/data-hooks';
import { groupStats, industryStats, type GroupStats } from './industry-stats';

const n2 = (v: number | null) => (v === null ? '—' : v.toFixed(2));
const tone = (v: number | null) =>
  v === null || v === 0 ? undefined : v > 0 ? 'cmp-up' : 'cmp-down';

/**
 * Market and industry views of /ResearchAnalysis from the research data: the whole market's
 * breadth and median valuation, and each industry's medians (PE, PB, ROE, dividend yield).
 */
export function IndustryView() {
  const q = useQuery('queryStocks', { conditions: [], pageSize: 1000 });
  const rows = q.data?.list;
  const market = useMemo(() => groupStats('全部A股', rows ?? []), [rows]);
  const industries = useMemo(() => industryStats(rows ?? []), [rows]);
  return (
    <>
      <Card size="small" title="市场概览" loading={q.loading && !q.data} style={{ marginTop: 12 }}>
        <Row gutter={12}>
          <Col span={4}>
            <Statistic title="上涨/下跌家数" value={`${market.up}/${market.down}`} />
          </Col>
          <Col span={4}>
            <Statistic title="平均涨跌幅" value={`${n2(market.changePct)}%`} />
          </Col>
          <Col span={4}>
            <Statistic title="市盈率中位数" value={n2(market.pe)} />
          </Col>
          <Col span={4}>
            <Statistic title="市净率中位数" value={n2(market.pb)} />
          </Col>
          <Col span={4}>
            <Statistic title="ROE中位数(%)" value={n2(market.roe)} />
          </Col>
          <Col span={4}>
            <Statistic title="股息率中位数(%)" value={n2(market.dividendYield)} />
          </Col>
        </Row>
      </Card>
      <Card size="small" title="行业估值" style={{ marginTop: 12 }}>
        <Table<GroupStats>
          size="small"
          rowKey="name"
          loading={q.loading}
          dataSource={industries}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          columns={[
            { title: '行业', dataIndex: 'name' },
            { title: '股票数', dataIndex: 'count', align: 'right' },
            {
              title: '平均涨跌幅(%)',
              dataIndex: 'changePct',
              align: 'right',
              render: (v: number | null) => <span className={tone(v)}>{n2(v)}</span>,
            },
            { title: '市盈率中位数', dataIndex: 'pe', align: 'right', render: n2 },
            { title: '市净率中位数', dataIndex: 'pb', align: 'right', render: n2 },
            { title: 'ROE中位数(%)', dataIndex: 'roe', align: 'right', render: n2 },
            { title: '股息率中位数(%)', dataIndex: 'dividendYield', align: 'right', render: n2 },
            {
              title: '总市值(亿元)',
              dataIndex: 'marketValue',
              align: 'right',
              render: (v: number) => v.toFixed(0),
            },
          ]}
        />
      </Card>
    </>
  );
}
