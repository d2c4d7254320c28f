import { formatMoney } from '@portal/shared-kit';
import { Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { getBoardLot, getHkQuotes, getHkRules, type HkQuote, type HkRules } from './hk-api';
import { HkFillsTable, HkOrdersTable, HkPositionsTable } from './hk-tables';
import { HkTicket } from './hk-ticket';
import { useHkAccount } from './use-hk-account';

/** Asset bar: the CNY the connect settles in, and the reference rates. */
export function HkAssetBar({ rules }: { rules: HkRules | null }) {
  const { assets } = useHkAccount();
  return (
    <div className="hk-assets" data-testid="hk-assets">
      <span>
        可用资金(CNY) <b data-testid="hk-available">{formatMoney(assets?.availableCash)}</b>
      </span>
      <span>冻结资金(CNY) {formatMoney(assets?.frozenCash)}</span>
      <span>总资产(CNY) {formatMoney(assets?.totalAssets)}</span>
      <span>
        参考汇率 买入 {rules?.referenceRate.buy ?? '--'} / 卖出 {rules?.referenceRate.sell ?? '--'}
      </span>
    </div>
  );
}

/** The trading page of an HK section: share list, ticket, holdings, orders and fills. */
export function HkDesk() {
  const [quotes, setQuotes] = useState<HkQuote[]>([]);
  const [rules, setRules] = useState<HkRules | null>(null);
  const [pick, setPick] = useState('00700');
  const [lot, setLot] = useState(100);
  const account = useHkAccount();
  useEffect(() => {
    const load = () => void getHkQuotes().then(setQuotes, () => undefined);
    load();
    void getHkRules().then(setRules, () => undefined);
    const timer = setInterval(load, 5000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    void getBoardLot(pick).then(setLot, () => undefined);
  }, [pick]);
  const quote = quotes.find((q) => q.symbol === pick);
  const sellable = account.positions.find((p) => p.security === pick)?.sellableQty ?? 0;
  const columns: ColumnsType<HkQuote> = [
    { title: '代码', dataIndex: 'symbol' },
    { title: '名称', dataIndex: 'shortName' },
    { title: '现价(HKD)', dataIndex: 'last' },
    { title: '涨跌幅', dataIndex: 'changePct', render: (v: number) => `${v.toFixed(2)}%` },
  ];
  return (
    <div className="hk-desk">
      <HkAssetBar rules={rules} />
      <div className="hk-main">
        <Table
          className="hk-list"
          size="small"
          rowKey="symbol"
          columns={columns}
          dataSource={quotes}
          pagination={false}
          scroll={{ y: 360 }}
          onRow={(r) => ({ onClick: () => setPick(r.symbol) })}
          rowClassName={(r) => (r.symbol === pick ? 'hk-picked' : '')}
        />
        {quote ? (
          <HkTicket
            quote={quote}
            lot={lot}
            rules={rules}
            sellable={sellable}
            onPlaced={account.refresh}
          />
        ) : null}
      </div>
      <Tabs
        items={[
          { key: 'p', label: '持仓', children: <HkPositionsTable rows={account.positions} /> },
          {
            key: 'o',
            label: '当日委托',
            children: <HkOrdersTable rows={account.orders} onChange={account.refresh} />,
          },
          { key: 'f', label: '当日成交', children: <HkFillsTable rows={account.fills} /> },
        ]}
      />
    </div>
  );
}

/** QueryCenter: holdings in HKD with their CNY value, today's orders and fills. */
export function HkQueryCenter() {
  const account = useHkAccount();
  return (
    <div className="hk-desk">
      <Tabs
        items={[
          { key: 'p', label: '持仓', children: <HkPositionsTable rows={account.positions} /> },
          {
            key: 'o',
            label: '当日委托',
            children: <HkOrdersTable rows={account.orders} onChange={account.refresh} />,
          },
          { key: 'f', label: '当日成交', children: <HkFillsTable rows={account.fills} /> },
        ]}
      />
    </div>
  );
}
