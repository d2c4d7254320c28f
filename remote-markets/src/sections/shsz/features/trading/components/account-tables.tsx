import { Table } from 'antd';
import { memo, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fillColumns, orderColumns, positionColumns } from '../../../components/account-columns';
import { useFills, useOrders, usePositions } from '../state/account-reads';
import * as sel from '../state/trading.selectors';
import { tradingActions } from '../state/trading.slice';

/** Holdings; a click opens the security on the ticket. */
export const PositionsTable = memo(function PositionsTable({
  onPick,
}: {
  onPick: (code: string) => void;
}) {
  const rows = usePositions();
  const columns = useMemo(positionColumns, []);
  return (
    <Table
      data-testid="positions-table"
      size="small"
      rowKey={(r) => `${r.symbol}.${r.market}`}
      columns={columns}
      dataSource={rows}
      pagination={false}
      rowClassName="sz-clickable"
      onRow={(r) => ({ onClick: () => onPick(`${r.symbol}.${r.market}`) })}
      locale={{ emptyText: '暂无持仓' }}
    />
  );
});

/** Today's orders with a cancel button on the working ones. */
export const OrdersTable = memo(function OrdersTable() {
  const dispatch = useDispatch();
  const rows = useOrders();
  const cancelling = useSelector(sel.selectCancelling);
  const columns = useMemo(
    () =>
      orderColumns({ cancelling, onCancel: (r) => dispatch(tradingActions.cancelRequested(r)) }),
    [cancelling, dispatch],
  );
  return (
    <Table
      data-testid="orders-table"
      size="small"
      rowKey="orderId"
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: '暂无当日委托' }}
    />
  );
});

/** Today's fills and other execution reports. */
export const FillsTable = memo(function FillsTable() {
  const rows = useFills();
  const columns = useMemo(() => fillColumns(), []);
  return (
    <Table
      data-testid="fills-table"
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: '暂无当日成交' }}
    />
  );
});
