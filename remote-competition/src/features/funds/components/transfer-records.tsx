import { formatBeijingTime, formatMoney } from '@portal/shared-kit';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { field, num, str, type Row } from '../../../common/api/field';
import { useMutation, useQuery } from '../../../state/data-hooks';

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
      <Table<Row>
        size="small"
        rowKey={(r) => str(r, 'transferId', 'transfer_id', 'id')}
        dataSource={q.data?.list ?? []}
        loading={q.loading}
        columns={[
          {
            title: '交易日',
            render: (_v, r) => str(r, 'tradingDate', 'trading_date').slice(0, 10),
          },
          {
            title: '方向',
            render: (_v, r) => (num(r, 'direction') === 1 ? '银行转证券' : '证券转银行'),
          },
          { title: '金额(元)', align: 'right', render: (_v, r) => formatMoney(num(r, 'amount')) },
          {
            title: '转账后余额(元)',
            align: 'right',
            render: (_v, r) => formatMoney(num(r, 'balanceAfter', 'balance_after')),
          },
          {
            title: '时间',
            render: (_v, r) =>
              formatBeijingTime(String(field(r, 'time', 'createdAt', 'created_at') ?? '')),
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
