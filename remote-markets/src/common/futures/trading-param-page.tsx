import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { ExportButton } from '../derivatives';
import { getTradeParams, type Contract, type FuturesKind } from './futures-api';

const fee = (kind: Contract['feeKind'], v: number) =>
  kind === 'lot' ? `${v} 元/手` : `${(v * 10000).toFixed(2)}‱`;

const COLUMNS: ColumnsType<Contract> = [
  { title: '合约代码', dataIndex: 'symbol', fixed: 'left' },
  { title: '合约名称', dataIndex: 'shortName' },
  { title: '交易所', dataIndex: 'market' },
  { title: '交割月份', dataIndex: 'deliveryMonth' },
  { title: '最后交易日', dataIndex: 'lastTradingDay' },
  { title: '主力', dataIndex: 'isMain', render: (v: boolean) => (v ? '是' : '') },
  { title: '合约乘数', dataIndex: 'multiplier', align: 'right' },
  { title: '最小变动价位', dataIndex: 'tick', align: 'right' },
  { title: '涨跌停幅度', dataIndex: 'limitPct', align: 'right', render: (v: number) => `${v}%` },
  {
    title: '多头保证金率',
    dataIndex: 'longMarginRate',
    align: 'right',
    render: (v: number) => `${v}%`,
  },
  {
    title: '空头保证金率',
    dataIndex: 'shortMarginRate',
    align: 'right',
    render: (v: number) => `${v}%`,
  },
  {
    title: '开仓手续费',
    dataIndex: 'openFee',
    align: 'right',
    render: (v: number, r) => fee(r.feeKind, v),
  },
  {
    title: '平仓手续费',
    dataIndex: 'closeFee',
    align: 'right',
    render: (v: number, r) => fee(r.feeKind, v),
  },
  {
    title: '平今手续费',
    dataIndex: 'closeTodayFee',
    align: 'right',
    render: (v: number, r) => fee(r.feeKind, v),
  },
  { title: '日盘交易时间', dataIndex: 'daySessions' },
  { title: '夜盘交易时间', dataIndex: 'nightSession', render: (v: string) => v || '无' },
  { title: '持仓限额(手)', dataIndex: 'positionLimit', align: 'right' },
];

/** 交易参数: every listed contract's parameters from the server, with an .xlsx export. */
export function TradingParamPage({ kind }: { kind: FuturesKind }) {
  const [rows, setRows] = useState<Contract[]>([]);
  useEffect(() => {
    getTradeParams(kind)
      .then((r) => setRows(r ?? []))
      .catch(() => undefined);
  }, [kind]);
  return (
    <div className="dv-page" data-testid="futures-trading-param">
      <div className="dv-toolbar">
        <ExportButton
          url="/VERace/TradeParam/ExportFuturesTradeParam"
          params={{ kind }}
          fileName="期货交易参数.xlsx"
          testId="export-params"
        />
      </div>
      <Table
        size="small"
        rowKey="symbol"
        columns={COLUMNS}
        dataSource={rows}
        pagination={{ pageSize: 30, hideOnSinglePage: true }}
        scroll={{ x: 1800 }}
      />
    </div>
  );
}
