import { formatUnit } from '@portal/shared-kit';
import { Alert, Skeleton, Table } from 'antd';
import { useQuery } from '../../../state/data-hooks';
import type { F9Holders } from '../api/f9-api';

type Holder = F9Holders['holders'][number];
type Dividend = F9Holders['dividends'][number];

/** 股东与分红: the ten largest holders, cash dividends and corporate actions. */
export function HoldersPanel({ symbol, market }: { symbol: string; market: string }) {
  const q = useQuery('getF9Holders', { symbol, market });
  if (q.loading && !q.data) return <Skeleton active />;
  if (!q.data) return <Alert type="info" showIcon message={q.error ?? '该证券暂无股东资料'} />;
  return (
    <>
      <Table<Holder>
        size="small"
        rowKey="rank"
        title={() => '十大股东'}
        pagination={false}
        dataSource={q.data.holders}
        columns={[
          { title: '名次', dataIndex: 'rank', width: 60 },
          { title: '股东名称', dataIndex: 'name' },
          { title: '股东性质', dataIndex: 'kind', width: 90 },
          {
            title: '持股数(股)',
            dataIndex: 'shares',
            align: 'right',
            render: (v: number) => formatUnit(v),
          },
          {
            title: '占总股本',
            dataIndex: 'pct',
            align: 'right',
            render: (v: number) => `${v.toFixed(2)}%`,
          },
        ]}
      />
      <Table<Dividend>
        style={{ marginTop: 12 }}
        size="small"
        rowKey={(d) => `${d.exDate}${d.source}`}
        title={() => '分红送转'}
        pagination={false}
        locale={{ emptyText: '暂无分红记录' }}
        dataSource={q.data.dividends}
        columns={[
          { title: '除权除息日', dataIndex: 'exDate' },
          {
            title: '方案',
            key: 'plan',
            render: (_: unknown, d: Dividend) =>
              [
                d.cashPerShare > 0 ? `10派${(d.cashPerShare * 10).toFixed(2)}元` : '',
                d.sharesPerShare > 0 ? `10送${(d.sharesPerShare * 10).toFixed(1)}股` : '',
              ]
                .filter(Boolean)
                .join('，'),
          },
          { title: '来源', dataIndex: 'source' },
        ]}
      />
    </>
  );
}
