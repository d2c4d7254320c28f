import { formatUnit } from '@portal/shared-kit';
import { Alert, Skeleton, Table } from 'antd';
import { Highcharts } from '../../../common/charts/highcharts-zh';
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';
import { useQuery } from '../../../state/data-hooks';
import type { F9Quarter } from '../api/f9-api';

const pct = (v: number | null) => (v === null ? '—' : `${v.toFixed(2)}%`);

/** 财务数据: revenue and net profit by quarter (chart) and the statements table. */
export function FinancePanel({ symbol, market }: { symbol: string; market: string }) {
  const q = useQuery('getF9Finance', { symbol, market });
  const rows = q.data;
  const options = useMemo<Highcharts.Options>(() => {
    const old = [...(rows ?? [])].reverse();
    return {
      chart: { height: 260 },
      title: { text: '' },
      credits: { enabled: false },
      xAxis: { categories: old.map((r) => r.period) },
      yAxis: [{ title: { text: '亿元' } }, { title: { text: 'ROE(TTM)%' }, opposite: true }],
      tooltip: { shared: true, valueDecimals: 2 },
      plotOptions: { series: { animation: false } },
      series: [
        { type: 'column', name: '营业收入(亿元)', data: old.map((r) => r.revenue / 1e8) },
        { type: 'column', name: '净利润(亿元)', data: old.map((r) => r.netProfit / 1e8) },
        { type: 'line', name: 'ROE(TTM)%', yAxis: 1, data: old.map((r) => r.roeTtm) },
      ],
    };
  }, [rows]);
  if (q.loading && !q.data) return <Skeleton active />;
  if (!q.data) return <Alert type="info" showIcon message={q.error ?? '该证券暂无财务数据'} />;
  return (
    <>
      <HighchartsReact highcharts={Highcharts} options={options} />
      <Table<F9Quarter>
        size="small"
        rowKey="period"
        dataSource={q.data}
        pagination={{ pageSize: 8, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '报告期', dataIndex: 'period' },
          { title: '公告日期', dataIndex: 'reportDate' },
          {
            title: '营业收入',
            dataIndex: 'revenue',
            align: 'right',
            render: (v: number) => formatUnit(v),
          },
          {
            title: '净利润',
            dataIndex: 'netProfit',
            align: 'right',
            render: (v: number) => formatUnit(v),
          },
          {
            title: '每股收益',
            dataIndex: 'eps',
            align: 'right',
            render: (v: number) => v.toFixed(3),
          },
          {
            title: '每股净资产',
            dataIndex: 'bvps',
            align: 'right',
            render: (v: number) => v.toFixed(2),
          },
          { title: '毛利率', dataIndex: 'grossMargin', align: 'right', render: pct },
          { title: '净利率', dataIndex: 'netMargin', align: 'right', render: pct },
          { title: 'ROE(TTM)', dataIndex: 'roeTtm', align: 'right', render: pct },
          {
            title: '经营现金流',
            dataIndex: 'operatingCashFlow',
            align: 'right',
            render: (v: number) => formatUnit(v),
          },
        ]}
      />
    </>
  );
}
