import { Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { ExportButton } from '../derivatives';
import { getTradeParams, type OptionKind, type TradeParam } from './options-api';
import { OptionsHistoryFills } from './options-history';
import { FillsTable, OrdersTable } from './options-tables';
import { useOptionAccount } from './use-options-data';

/**
 * The query center: today's orders and fills of the section, each with its export, and 历史成交
 * over a date range (the day records an expiry books).
 */
export function OptionsQueryCenter({ kind }: { kind: OptionKind }) {
  const account = useOptionAccount(kind);
  return (
    <div className="dv-page" data-testid="options-query-center">
      <Tabs
        size="small"
        items={[
          {
            key: 'orders',
            label: '当日委托',
            children: (
              <>
                <div className="dv-toolbar">
                  <ExportButton
                    url="/VERace/SOQuery/ExportCurOrdList"
                    params={{ kind }}
                    fileName="期权当日委托.xlsx"
                    testId="export-orders"
                  />
                </div>
                <OrdersTable rows={account.orders} onChange={account.refresh} />
              </>
            ),
          },
          {
            key: 'fills',
            label: '当日成交',
            children: (
              <>
                <div className="dv-toolbar">
                  <ExportButton
                    url="/VERace/SOQuery/ExportCurRptList"
                    params={{ kind }}
                    fileName="期权当日成交.xlsx"
                    testId="export-fills"
                  />
                </div>
                <FillsTable rows={account.fills} />
              </>
            ),
          },
          {
            key: 'history',
            label: '历史成交',
            children: <OptionsHistoryFills kind={kind} />,
          },
        ]}
      />
    </div>
  );
}

const COLUMNS: ColumnsType<TradeParam> = [
  { title: '合约代码', dataIndex: 'symbol' },
  { title: '合约名称', dataIndex: 'shortName' },
  { title: '标的', dataIndex: 'underlying' },
  { title: '类型', dataIndex: 'optionType', render: (v: string) => (v === 'C' ? '认购' : '认沽') },
  { title: '行权价', dataIndex: 'strike', align: 'right' },
  { title: '到期日', dataIndex: 'expiry' },
  { title: '合约单位', dataIndex: 'unit', align: 'right' },
  { title: '行权方式', dataIndex: 'exerciseTypeName' },
  { title: '交割方式', dataIndex: 'settlementName' },
  { title: '最小变动价位', dataIndex: 'tick', align: 'right' },
  { title: '每张手续费', dataIndex: 'feePerContract', align: 'right' },
  { title: '单笔最大张数', dataIndex: 'maxOrderQty', align: 'right' },
  { title: '每张保证金', dataIndex: 'marginPerContract', align: 'right' },
];

/** Trade parameters of the section's contracts, with the export. */
export function OptionsTradingParam({ kind }: { kind: OptionKind }) {
  const [rows, setRows] = useState<TradeParam[]>([]);
  useEffect(() => {
    getTradeParams(kind)
      .then((r) => setRows(r ?? []))
      .catch(() => undefined);
  }, [kind]);
  return (
    <div className="dv-page" data-testid="options-trading-param">
      <div className="dv-toolbar">
        <ExportButton
          url="/VERace/TradeParam/ExportSOTradeParam"
          params={{ kind }}
          fileName="期权交易参数.xlsx"
          testId="export-params"
        />
      </div>
      <Table
        size="small"
        rowKey="symbol"
        columns={COLUMNS}
        dataSource={rows}
        pagination={{ pageSize: 30, hideOnSinglePage: true }}
        scroll={{ x: 1400 }}
      />
    </div>
  );
}
