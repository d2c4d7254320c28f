import { Table, Tag } from 'antd';
import { useState } from 'react';
import { shownTime } from '../../common/format';
import type { FoulRecord } from './api/result-api';
import { UserCenterFrame } from './components/user-center-frame';
import { useQuery } from './hooks';

/** /TrainUserCenter/TrainDiscRecord: my violation (risk-control) records across contests. */
export function TrainDiscRecordPage() {
  const [pageIndex, setPage] = useState(1);
  const fouls = useQuery('searchMyFouls', { pageIndex, pageSize: 10 });
  return (
    <UserCenterFrame>
      <Table<FoulRecord>
        rowKey="foulID"
        size="small"
        data-page="TrainDiscRecord"
        loading={fouls.loading}
        dataSource={fouls.data?.list ?? []}
        locale={{ emptyText: '没有违规记录' }}
        pagination={{
          current: pageIndex,
          pageSize: 10,
          total: fouls.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: '时间', dataIndex: 'createTime', render: shownTime },
          { title: '比赛', dataIndex: 'matchName' },
          { title: '违规代码', dataIndex: 'code', width: 100 },
          { title: '违规内容', dataIndex: 'foulContent' },
          {
            title: '状态',
            dataIndex: 'isRead',
            width: 80,
            render: (v: boolean) => (v ? <Tag>已读</Tag> : <Tag color="red">未读</Tag>),
          },
        ]}
      />
    </UserCenterFrame>
  );
}
