import { formatBeijingTime, formatMoney } from '@portal/shared-kit';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { useMutation, useQuery } from '../../../state/data-hooks';
import type { TransferRecord } from '../api/get-transfer-records';

const PAGE_SIZE = 10;

/** Transfer records, paged, with export. */
export function TransferRecords({ assetAccount }: { assetAccount: number }) {
  const [page, setPage] = useState(1);
  const q = useQuery('getTransferRecords', { assetAccount, pageIndex: page, pageSize: PAGE_SIZE });
  const exporter = useMutation('exportTransferRecords');
  return (
    <>
      <div className="cmp-toolbar">
        <Button
          loading={exporter.status === 'loading'}
          onClick={() => exporter.run({ assetAccount })}
        >
          导出转账记录
        </Button>
      </div>
      <Table<TransferRecord>
        size="small"
        rowKey={(r) => String(r.transferId)}
        dataSource={q.data?.list ?? []}
        loading={q.loading}
        columns={[
          {
            title: '交易日',
            render: (_v, r) => r.tradingDate.slice(0, 10),
          },
          {
            title: '方向',
            render: (_v, r) => (r.direction === 1 ? '银行转证券' : '证券转银行'),
          },
          { title: '金额(元)', align: 'right', render: (_v, r) => formatMoney(r.amount) },
          {
            title: '转账后余额(元)',
            align: 'right',
            render: (_v, r) => formatMoney(r.balanceAfter),
          },
          {
            title: '时间',
            render: (_v, r) => formatBeijingTime(r.time),
          },
        ]}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: q.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
    </>
  );
}
