import { Tabs } from 'antd';
import { CreditSummary } from './credit-summary';
import { CollateralTable, ContractsTable, FillsTable, OrdersTable } from './credit-tables';
import { CreditTicket } from './credit-ticket';
import { MarginQueryCenter } from './query-center';
import { useMarginData } from './use-margin-data';
import './margin.css';

/**
 * The 融资融券 page: the credit ticket, the credit assets with the maintenance ratio, and the
 * account's contracts (负债), collateral, today's orders and fills (强平 included).
 */
export function MarginDesk() {
  const d = useMarginData();
  return (
    <div className="mt-desk">
      <div className="mt-top">
        <CreditTicket
          eligible={d.eligible}
          contracts={d.contracts}
          collateral={d.collateral}
          onPlaced={d.refresh}
        />
        <CreditSummary asset={d.asset} />
      </div>
      <Tabs
        items={[
          { key: 'contracts', label: '负债合约', children: <ContractsTable rows={d.contracts} /> },
          {
            key: 'collateral',
            label: '担保品持仓',
            children: <CollateralTable rows={d.collateral} />,
          },
          {
            key: 'orders',
            label: '当日委托',
            children: <OrdersTable rows={d.orders} onChange={d.refresh} />,
          },
          { key: 'fills', label: '成交', children: <FillsTable rows={d.fills} /> },
          { key: 'query', label: '查询中心', children: <MarginQueryCenter /> },
        ]}
      />
    </div>
  );
}
