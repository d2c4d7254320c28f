import { formatMoney } from '@portal/shared-kit';
import { Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAccountKey } from '../derivatives';
import type { HkAssets, HkQuote, HkRules, HkStatus } from './hk-api';
import { useHkSection } from './hk-context';
import { hkApi } from './hk-endpoints';
import { HkStatusBar } from './hk-status';
import { todayTabs } from './hk-tables';
import { HkTicket } from './hk-ticket';
import { useHkAccount } from './use-hk-account';
import { useHkQuotes } from './use-hk-quotes';

const { endpoints } = hkApi;

/**
 * Asset bar: the account's currency (CNY for the connect, HKD for an HKD account), its funds,
 * the sale proceeds not settled yet (待交收, T+2) and, for CNY, the reference rates.
 */
export function HkAssetBar({ assets, rules }: { assets: HkAssets | null; rules: HkRules | null }) {
  const cur = assets?.currencyName ?? rules?.settlementCurrency ?? 'CNY';
  return (
    <div className="hk-assets" data-testid="hk-assets">
      <span data-testid="hk-currency">{cur === 'HKD' ? '港币账户' : '人民币结算'}</span>
      <span>
        可用资金({cur}) <b data-testid="hk-available">{formatMoney(assets?.availableCash)}</b>
      </span>
      <span>
        冻结资金({cur}) {formatMoney(assets?.frozenCash)}
      </span>
      <span>
        待交收({cur}) <b data-testid="hk-unsettled">{formatMoney(assets?.unsettledCash)}</b>
      </span>
      <span>
        总资产({cur}) {formatMoney(assets?.totalAssets)}
      </span>
      {cur === 'CNY' ? (
        <span>
          参考汇率 买入 {rules?.referenceRate.buy ?? '--'} / 卖出{' '}
          {rules?.referenceRate.sell ?? '--'}
        </span>
      ) : null}
    </div>
  );
}

/** The trading page of an HK section: status, share list, ticket, holdings, orders and fills. */
export function HkDesk() {
  const section = useHkSection();
  const [status, setStatus] = useState<HkStatus | null>(null);
  const [pick, setPick] = useState('00700');
  const quotes = useHkQuotes();
  const rules =
    endpoints.hkRules.useQuery(
      { section, account: useAccountKey() },
      { refetchOnMountOrArgChange: true },
    ).data ?? null;
  const lot = endpoints.hkBoardLot.useQuery({ symbol: pick }).data ?? 100;
  const account = useHkAccount();
  const quote = quotes.find((q) => q.symbol === pick);
  const sellable = account.positions.find((p) => p.security === pick)?.sellableQty ?? 0;
  const cur = account.assets?.currencyName ?? rules?.settlementCurrency ?? 'CNY';
  const columns: ColumnsType<HkQuote> = [
    { title: '代码', dataIndex: 'symbol' },
    { title: '名称', dataIndex: 'shortName' },
    { title: '现价(HKD)', dataIndex: 'last' },
    { title: '涨跌幅', dataIndex: 'changePct', render: (v: number) => `${v.toFixed(2)}%` },
  ];
  return (
    <div className="hk-desk">
      <HkAssetBar assets={account.assets} rules={rules} />
      <HkStatusBar security={pick} onStatus={setStatus} />
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
            currency={cur}
            status={status}
            sellable={sellable}
            onPlaced={account.refresh}
          />
        ) : null}
      </div>
      <Tabs items={todayTabs(account, cur)} />
    </div>
  );
}
