import { formatMoney } from '@portal/shared-kit';
import { Descriptions, Tabs } from 'antd';
import { ExportButton } from '../derivatives';
import type { Capital, FuturesKind } from './futures-api';
import { FillsTable, HoldingsTable, OrdersTable } from './futures-tables';
import { StatementView } from './statement-view';
import { useAccountData } from './use-futures-data';

/** 资金: equity, available, margin, frozen, P&L, fees, risk ratio and total assets. */
function CapitalDetails({ c }: { c: Capital }) {
  return (
    <Descriptions size="small" bordered column={3}>
      <Descriptions.Item label="客户权益">{formatMoney(c.equity)}</Descriptions.Item>
      <Descriptions.Item label="可用资金">{formatMoney(c.available)}</Descriptions.Item>
      <Descriptions.Item label="占用保证金">{formatMoney(c.margin)}</Descriptions.Item>
      <Descriptions.Item label="冻结资金">{formatMoney(c.frozen)}</Descriptions.Item>
      <Descriptions.Item label="浮动盈亏">{formatMoney(c.floatingPL)}</Descriptions.Item>
      <Descriptions.Item label="累计平仓盈亏">{formatMoney(c.realisedPL)}</Descriptions.Item>
      <Descriptions.Item label="累计手续费">{formatMoney(c.fees)}</Descriptions.Item>
      <Descriptions.Item label="风险度">{c.riskRatio.toFixed(2)}%</Descriptions.Item>
      <Descriptions.Item label="账户总资产">{formatMoney(c.totalAssets)}</Descriptions.Item>
    </Descriptions>
  );
}

/** 查询中心 of a futures section: capital, holdings, today's orders and fills, statements. */
export function FuturesQueryCenter({ kind }: { kind: FuturesKind }) {
  const a = useAccountData(kind);
  const c = a.capital;
  return (
    <div className="dv-page" data-testid="futures-query-center">
      <Tabs
        size="small"
        items={[
          {
            key: 'capital',
            label: '资金',
            children: c && <CapitalDetails c={c} />,
          },
          {
            key: 'holdings',
            label: '持仓',
            children: <HoldingsTable rows={a.holdings} onClose={() => undefined} />,
          },
          {
            key: 'orders',
            label: '当日委托',
            children: (
              <>
                <ExportButton
                  url="/VERace/TraderQuery/ExportTodayDelegate"
                  fileName="当日委托.xlsx"
                  forAccount
                />
                <OrdersTable rows={a.orders} onChange={a.refresh} />
              </>
            ),
          },
          {
            key: 'fills',
            label: '当日成交',
            children: (
              <>
                <ExportButton
                  url="/VERace/TraderQuery/ExportTodayMakeBargain"
                  fileName="当日成交.xlsx"
                  forAccount
                />
                <FillsTable rows={a.fills} />
              </>
            ),
          },
          { key: 'statement', label: '结算单', children: <StatementView kind={kind} /> },
        ]}
      />
    </div>
  );
}
