import { Alert, Skeleton, Table } from 'antd';
import { lazy, Suspense } from 'react';
import type { ProvinceStat } from '../api/achieve-api';
import { useQuery } from '../hooks';

const ProvinceMap = lazy(() => import('./province-map'));

/** 地区分布: the province map (its map module and China map arrive with this tab) and the figures. */
export function ProvinceTab({ classID }: { classID?: number }) {
  const stats = useQuery('searchProvinceStats', { classID });
  const rows = stats.data ?? [];
  const unknown = rows.find((r) => !r.province)?.students ?? 0;
  return (
    <>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <ProvinceMap stats={rows} />
      </Suspense>
      {unknown > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ margin: '12px 0' }}
          title={`${unknown} 名学生未填写所在省份`}
        />
      )}
      <Table<ProvinceStat>
        rowKey={(r) => r.province || '-'}
        size="small"
        loading={stats.loading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '暂无数据' }}
        columns={[
          { title: '省份', dataIndex: 'province', render: (v: string) => v || '未知' },
          { title: '学生人数', dataIndex: 'students' },
          { title: '参加考试人数', dataIndex: 'participants' },
          {
            title: '平均得分率',
            dataIndex: 'avgPercent',
            render: (v: number | null) => (v == null ? '—' : `${v}%`),
          },
        ]}
      />
    </>
  );
}
