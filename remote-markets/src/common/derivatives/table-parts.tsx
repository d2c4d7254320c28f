import { formatBeijingTime, formatMoney } from '@portal/shared-kit';
import { Button, Table } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';

/** Money coloured by its sign (profit red, loss green). */
export const plCell = (v: number) => (
  <span className={v > 0 ? 'dv-up' : v < 0 ? 'dv-down' : ''}>{formatMoney(v)}</span>
);
/** A time of day in Asia/Shanghai. */
export const timeCell = (iso: string) => formatBeijingTime(iso, 'time');
export const moneyCell = (v: number) => formatMoney(v);
/** Text that never wraps inside its cell. */
export const nowrapCell = (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span>;

interface Named {
  security: string;
  securityName: string;
}

/** 证券 and 名称, the first two columns of a cash or credit list. */
export const securityColumns = <T extends Named>(): ColumnsType<T> => [
  { title: '证券', dataIndex: 'security', render: nowrapCell },
  { title: '名称', dataIndex: 'securityName', render: nowrapCell },
];

/** 合约: the contract's name and code. */
export const contractColumn = <T extends Named>(): ColumnType<T> => ({
  title: '合约',
  dataIndex: 'security',
  render: (v: string, r) => `${r.securityName} ${v}`,
});

/** The long/short (or 权利/义务) column, red for L and green for S. */
export const posSideColumn = <T extends { posSide: string; posSideName: string }>(
  title: string,
): ColumnType<T> => ({
  title,
  dataIndex: 'posSideName',
  render: (v: string, r) => <span className={r.posSide === 'L' ? 'dv-up' : 'dv-down'}>{v}</span>,
});

/** 操作 of a holding: 平仓 hands the row to the ticket. */
export const closeColumn = <T extends { closableQty: number }>(
  onClose: (row: T) => void,
): ColumnType<T> => ({
  title: '操作',
  key: 'op',
  render: (_: unknown, r) => (
    <Button size="small" onClick={() => onClose(r)} disabled={r.closableQty <= 0}>
      平仓
    </Button>
  ),
});

/** 操作 of an order: 撤单 while it works, then the list is re-read. */
export const cancelColumn = <T extends { orderId: number; cancelable: boolean }>(
  cancel: (orderId: number) => Promise<unknown>,
  onChange?: () => void,
): ColumnType<T> => ({
  title: '操作',
  key: 'op',
  render: (_: unknown, r) =>
    r.cancelable && onChange ? (
      <Button
        size="small"
        onClick={() =>
          void cancel(r.orderId)
            .then(onChange)
            .catch(() => undefined)
        }
      >
        撤单
      </Button>
    ) : null,
});

/**
 * A small list table of a market page; long lists page by 10 (`paged`), wide ones scroll
 * sideways rather than wrap (`scrollX`).
 */
export function ListTable<T extends object>({
  rows,
  columns,
  rowKey,
  testId,
  empty,
  paged = true,
  scrollX = false,
}: {
  rows: T[];
  columns: ColumnsType<T>;
  rowKey: string | ((r: T) => string);
  testId: string;
  empty?: string;
  paged?: boolean;
  scrollX?: boolean;
}) {
  return (
    <Table<T>
      size="small"
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      pagination={paged ? { pageSize: 10, hideOnSinglePage: true } : false}
      scroll={scrollX ? { x: 'max-content' } : undefined}
      data-testid={testId}
      locale={empty === undefined ? undefined : { emptyText: empty }}
    />
  );
}
