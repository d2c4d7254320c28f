import { formatMoney } from '@portal/shared-kit';
import { Alert, Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  placeForexOrder,
  type ForexMargin,
  type ForexMarginPosition,
  type ForexMarginRecord,
} from './forex-api';

const money = (v: number) => formatMoney(v);
const signed = (v: number) => <span className={v >= 0 ? 'fx-up' : 'fx-down'}>{money(v)}</span>;

/** The margin mode's figures: leverage, equity, used/free margin, margin level, the warning. */
export function ForexMarginBar({ margin }: { margin: ForexMargin }) {
  const level = margin.marginLevel === null ? '--' : `${margin.marginLevel.toFixed(2)}%`;
  return (
    <div className="fx-margin" data-testid="fx-margin">
      <div className="fx-assets">
        <span>
          虚盘 杠杆 <b>1:{margin.leverage}</b>
        </span>
        <span>
          净值 <b data-testid="fx-equity">{money(margin.equity)}</b>
        </span>
        <span>
          已用保证金 <b data-testid="fx-used-margin">{money(margin.usedMargin)}</b>
        </span>
        <span>
          可用保证金 <b data-testid="fx-free-margin">{money(margin.freeMargin)}</b>
        </span>
        <span>浮动盈亏 {signed(margin.floatingPL)}</span>
        <span>
          保证金比例 <b data-testid="fx-margin-level">{level}</b>
        </span>
        <span className="fx-hint">
          预警线 {margin.marginCallLevel}% · 强平线 {margin.stopOutLevel}%
        </span>
      </div>
      {margin.warning ? (
        <Alert
          type={margin.stopOut ? 'error' : 'warning'}
          showIcon
          data-testid="fx-margin-warning"
          style={{ marginBottom: 12 }}
          message={
            margin.stopOut
              ? `保证金比例低于强平线 ${margin.stopOutLevel}%，日终结算时将强制平仓`
              : `保证金比例低于预警线 ${margin.marginCallLevel}%，请追加保证金或减仓`
          }
        />
      ) : null}
    </div>
  );
}

/** A margin position's key: the pair and its side (L long, S short). */
const positionKey = (r: ForexMarginPosition) => `${r.security}.${r.posSide}`;

/** The positions' columns; 操作 closes the whole position, busy while its order is on the way. */
function marginPositionColumns(
  busy: string,
  close: (r: ForexMarginPosition) => Promise<void>,
): ColumnsType<ForexMarginPosition> {
  return [
    { title: '货币对', dataIndex: 'security' },
    { title: '名称', dataIndex: 'securityName' },
    {
      title: '方向',
      dataIndex: 'posSideName',
      render: (v: string, r) => (
        <span className={r.posSide === 'L' ? 'fx-up' : 'fx-down'}>{v}</span>
      ),
    },
    { title: '数量', dataIndex: 'qty', render: (v: number) => formatMoney(v, 0) },
    { title: '开仓均价', key: 'o', render: (_, r) => r.openPrice.toFixed(r.decimals) },
    { title: '最新价', key: 'l', render: (_, r) => r.lastPrice.toFixed(r.decimals) },
    { title: '占用保证金', dataIndex: 'usedMargin', render: money },
    { title: '浮动盈亏(CNY)', dataIndex: 'floatingPL', render: signed },
    { title: '隔夜利息', dataIndex: 'swap', render: signed },
    {
      title: '操作',
      key: 'x',
      render: (_, r) => (
        <Button
          size="small"
          disabled={r.sellableQty <= 0}
          loading={busy === positionKey(r)}
          onClick={() => void close(r)}
        >
          平仓
        </Button>
      ),
    },
  ];
}

/** Long and short margin positions with a 平仓 button (closes the whole position at market). */
export function ForexMarginPositionsTable({
  rows,
  onChange,
}: {
  rows: ForexMarginPosition[];
  onChange: () => void;
}) {
  const [busy, setBusy] = useState('');
  const close = async (r: ForexMarginPosition) => {
    setBusy(positionKey(r));
    try {
      await placeForexOrder({
        security: r.security,
        side: r.posSide === 'L' ? 2 : 1,
        orderQty: r.sellableQty,
        bizAction: 1,
        openClose: 2,
      });
      onChange();
    } catch {
      // The failure was shown by the call's toast.
    } finally {
      setBusy('');
    }
  };
  return (
    <Table
      size="small"
      rowKey={positionKey}
      columns={marginPositionColumns(busy, close)}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="fx-margin-positions"
    />
  );
}

/** The margin mode's day records: 隔夜利息 per position and every 强制平仓. */
export function ForexMarginRecordsTable({ rows }: { rows: ForexMarginRecord[] }) {
  const columns: ColumnsType<ForexMarginRecord> = [
    { title: '日期', dataIndex: 'tradingDate' },
    { title: '货币对', dataIndex: 'security' },
    { title: '类型', dataIndex: 'recordName' },
    { title: '方向', dataIndex: 'sideName' },
    { title: '数量', dataIndex: 'qty', render: (v: number) => formatMoney(v, 0) },
    { title: '价格', dataIndex: 'price' },
    { title: '手续费', dataIndex: 'fees', render: money },
    { title: '盈亏(CNY)', dataIndex: 'realisedPL', render: signed },
  ];
  return (
    <Table
      size="small"
      rowKey="reportId"
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      data-testid="fx-margin-records"
    />
  );
}
