import { formatUnit } from '@portal/shared-kit';
import { Alert, Descriptions, Skeleton, Table, Tag } from 'antd';
import { useQuery } from '../../../state/data-hooks';

const NAMES: Record<string, string> = {
  pe: '市盈率(TTM)',
  pb: '市净率',
  ps: '市销率(TTM)',
  roe: '净资产收益率(%)',
  grossMargin: '毛利率(%)',
  dividendYield: '股息率(%)',
};
const n2 = (v: number | string | null | undefined) =>
  v === null || v === undefined ? '—' : typeof v === 'number' ? v.toFixed(2) : v;

/** 公司概况: profile, today's key figures and the valuation against the industry. */
export function CompanyProfile({ symbol, market }: { symbol: string; market: string }) {
  const q = useQuery('getF9Profile', { symbol, market });
  if (q.loading && !q.data) return <Skeleton active />;
  if (!q.data) return <Alert type="info" showIcon message={q.error ?? '该证券暂无深度资料'} />;
  const { profile: p, indicators: ind, industry } = q.data;
  return (
    <>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="公司名称">{p.fullName}</Descriptions.Item>
        <Descriptions.Item label="所属行业">{p.industry}</Descriptions.Item>
        <Descriptions.Item label="概念板块">
          {p.concepts.map((c) => (
            <Tag key={c}>{c}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label="所属地区">{p.region}</Descriptions.Item>
        <Descriptions.Item label="上市日期">{p.listDate}</Descriptions.Item>
        <Descriptions.Item label="总股本">{`${formatUnit(p.sharesOutstanding)}股`}</Descriptions.Item>
        <Descriptions.Item label="主营业务" span={2}>
          {p.business}
        </Descriptions.Item>
        <Descriptions.Item label="市盈率(TTM)">{n2(ind?.pe)}</Descriptions.Item>
        <Descriptions.Item label="市净率">{n2(ind?.pb)}</Descriptions.Item>
        <Descriptions.Item label="每股收益(TTM)">{n2(ind?.eps)}</Descriptions.Item>
        <Descriptions.Item label="总市值(亿元)">{n2(ind?.marketValue)}</Descriptions.Item>
      </Descriptions>
      <Table
        style={{ marginTop: 12 }}
        size="small"
        rowKey="indexId"
        pagination={false}
        title={() => `估值对比（${p.industry}行业）`}
        dataSource={industry}
        columns={[
          { title: '指标', dataIndex: 'indexId', render: (id: string) => NAMES[id] ?? id },
          { title: '本公司', dataIndex: 'value', align: 'right', render: n2 },
          { title: '行业中位数', dataIndex: 'median', align: 'right', render: n2 },
          {
            title: '行业排名',
            key: 'rank',
            align: 'right',
            render: (_: unknown, r: { rank: number | null; count: number }) =>
              r.rank === null ? '—' : `${r.rank}/${r.count}`,
          },
        ]}
      />
    </>
  );
}
