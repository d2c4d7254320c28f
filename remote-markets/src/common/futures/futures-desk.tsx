import { formatMoney } from '@portal/shared-kit';
import { Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AccountTabs, CapitalBar, trendClass } from '../derivatives';
import type { Capital, Contract, FuturesKind, Holding } from './futures-api';
import { FillsTable, HoldingsTable, OrdersTable } from './futures-tables';
import { FuturesTicket, type TicketPreset } from './futures-ticket';
import { MiniChart } from './mini-chart';
import { FuturesBook } from './order-book';
import { StatementView } from './statement-view';
import { useAccountData, useContractQuotes, useContracts } from './use-futures-data';

/** The product a section opens on: 沪深300股指 (IF) and 沪铜 (cu). */
const DEFAULT_PRODUCT: Record<FuturesKind, string> = { finance: 'IF', commodity: 'cu' };

const trend = trendClass;

const CONTRACT_COLUMNS: ColumnsType<Contract> = [
  {
    title: '合约',
    dataIndex: 'symbol',
    render: (v: string, r) => (
      <span className="ft-nowrap">
        {v} {r.isMain && <Tag color="red">主力</Tag>}
      </span>
    ),
  },
  {
    title: '最新',
    dataIndex: 'last',
    align: 'right',
    render: (v: number, r) => <span className={trend(r.change)}>{v}</span>,
  },
  {
    title: '涨跌幅',
    dataIndex: 'changePct',
    align: 'right',
    render: (v: number) => <span className={trend(v)}>{v.toFixed(2)}%</span>,
  },
];

/** The account's futures capital line: equity, available, margin, floating P&L, risk ratio. */
function FuturesCapital({ capital }: { capital: Capital | null }) {
  if (!capital) return null;
  return (
    <CapitalBar
      testId="futures-capital"
      items={[
        ['客户权益', formatMoney(capital.equity), 'cap-equity'],
        ['可用资金', formatMoney(capital.available), 'cap-available'],
        ['占用保证金', formatMoney(capital.margin), 'cap-margin'],
        ['冻结资金', formatMoney(capital.frozen), 'cap-frozen'],
        ['浮动盈亏', formatMoney(capital.floatingPL), 'cap-floating'],
        ['手续费', formatMoney(capital.fees), 'cap-fees'],
        ['风险度', `${capital.riskRatio.toFixed(2)}%`, 'cap-risk'],
      ]}
    />
  );
}

/**
 * The desk's state: the contracts, the one shown (by `?code=`, else the section's main contract),
 * its product's months, the account, and the preset a click on a holding or the book gives
 * the ticket.
 */
function useFuturesDesk(kind: FuturesKind) {
  const contracts = useContracts(kind);
  const account = useAccountData(kind);
  const [params, setParams] = useSearchParams();
  const [preset, setPreset] = useState<TicketPreset>({ nonce: 0 });
  const products = useMemo(() => {
    const seen = new Map<string, string>();
    for (const c of contracts) if (!seen.has(c.product)) seen.set(c.product, c.productName);
    return [...seen].map(([value, name]) => ({ value, label: `${name} ${value}` }));
  }, [contracts]);
  const code = params.get('code');
  const current =
    contracts.find((c) => c.symbol === code) ??
    contracts.find((c) => c.isMain && c.product === DEFAULT_PRODUCT[kind]) ??
    contracts.find((c) => c.isMain) ??
    contracts[0];
  const product = current?.product;
  const months = contracts.filter((c) => c.product === product);
  useContractQuotes(kind, months, current);
  const pick = (symbol: string) => setParams({ code: symbol });
  const pickProduct = (p: string) => {
    const main = contracts.find((c) => c.product === p && c.isMain);
    if (main) pick(main.symbol);
  };
  const closeFrom = (h: Holding) => {
    if (h.security !== current?.symbol) pick(h.security);
    const effect = !h.closeTodayOrders
      ? 'close'
      : h.closableYesterday > 0
        ? 'closeYesterday'
        : 'closeToday';
    setPreset({ side: h.posSide === 'L' ? 2 : 1, effect, price: h.lastPrice, nonce: Date.now() });
  };
  const pickPrice = (price: number) =>
    setPreset((p) => ({
      ...p,
      side: undefined,
      effect: undefined,
      price,
      nonce: Date.now(),
    }));
  return { account, preset, products, current, months, pick, pickProduct, closeFrom, pickPrice };
}

/** The product picker and its months; a click picks a contract. */
function ContractList({
  products,
  current,
  months,
  onProduct,
  onPick,
}: {
  products: { value: string; label: string }[];
  current: Contract;
  months: Contract[];
  onProduct: (product: string) => void;
  onPick: (symbol: string) => void;
}) {
  return (
    <aside className="ft-contracts">
      <Select
        size="small"
        value={current.product}
        options={products}
        onChange={onProduct}
        style={{ width: '100%' }}
        showSearch
        data-testid="product-select"
      />
      <Table
        size="small"
        rowKey="symbol"
        columns={CONTRACT_COLUMNS}
        dataSource={months}
        pagination={false}
        onRow={(r) => ({ onClick: () => onPick(r.symbol) })}
        rowClassName={(r) => (r.symbol === current.symbol ? 'ft-picked' : '')}
        data-testid="contract-list"
      />
    </aside>
  );
}

/** The contract's quote line: last, change, 昨结算, price limits and multiplier. */
function FuturesQuoteLine({ current }: { current: Contract }) {
  return (
    <div className="ft-quote" data-testid="futures-quote">
      <b>{current.shortName}</b>{' '}
      <span className="dv-muted">
        {current.symbol}.{current.market}
      </span>
      <span className={`ft-last ${trend(current.change)}`}>{current.last}</span>
      <span className={trend(current.change)}>
        {current.change.toFixed(2)} ({current.changePct.toFixed(2)}%)
      </span>
      <span className="dv-muted">昨结算 {current.preSettlement}</span>
      <span className="dv-muted">
        涨停 {current.limitUp ?? '—'} 跌停 {current.limitDown ?? '—'}
      </span>
      <span className="dv-muted">乘数 {current.multiplier}</span>
    </div>
  );
}

/**
 * The trading page of a futures section: contracts by product and month, quote, chart, book,
 * the ticket, and the account's capital, long/short holdings, orders, fills and statements.
 */
export function FuturesDesk({ kind }: { kind: FuturesKind }) {
  const { account, preset, current, ...d } = useFuturesDesk(kind);
  if (!current) return <div className="ft-desk" data-testid="futures-desk" />;
  return (
    <div className="dv-page" data-testid="futures-desk">
      <div className="ft-desk">
        <ContractList
          products={d.products}
          current={current}
          months={d.months}
          onProduct={d.pickProduct}
          onPick={d.pick}
        />
        <main className="ft-center">
          <FuturesQuoteLine current={current} />
          <MiniChart
            symbol={current.symbol}
            market={current.market}
            preSettlement={current.preSettlement}
            last={current.last}
          />
        </main>
        <FuturesBook symbol={current.symbol} market={current.market} onPrice={d.pickPrice} />
        <FuturesTicket
          contract={current}
          capital={account.capital}
          preset={preset}
          onPlaced={account.refresh}
        />
      </div>
      <FuturesCapital capital={account.capital} />
      <AccountTabs
        holdings={<HoldingsTable rows={account.holdings} onClose={d.closeFrom} />}
        orders={<OrdersTable rows={account.orders} onChange={account.refresh} />}
        fills={<FillsTable rows={account.fills} />}
        more={[{ key: 'statement', label: '结算单', children: <StatementView kind={kind} /> }]}
      />
    </div>
  );
}
