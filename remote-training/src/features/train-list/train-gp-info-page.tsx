import { Card, Table } from 'antd';
import type { TpType } from '../../common/api/training-types';
import { landingPageName } from '../../common/landing-page-name';
import { useQuery } from './hooks';

/** /TrainGPInfo (not in the menu): the project types and the market page each one trades on. */
export function TrainGPInfoPage() {
  const types = useQuery('listTpTypes', undefined as never);
  return (
    <Card title="实训类型与交易页面" className="trn-page-card" data-page="TrainGPInfo">
      <Table<TpType>
        rowKey="tpTypeID"
        size="small"
        pagination={false}
        loading={types.loading}
        dataSource={types.data ?? []}
        columns={[
          { title: '类型编号', dataIndex: 'tpTypeID', width: 100 },
          { title: '实训类型', dataIndex: 'tpTypeName' },
          {
            title: '交易页面',
            dataIndex: 'landingPath',
            render: (v: string) => landingPageName(v),
          },
          { title: '项目数', dataIndex: 'projectCount', width: 100 },
        ]}
      />
    </Card>
  );
}
