import { formatMoney, session } from '@portal/shared-kit';
import { Button, Space, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ForexQuote } from './forex-api';
import {
  BalancesTable,
  ForexFillsTable,
  ForexOrdersTable,
  ForexPositionsTable,
} from './forex-tables';
import { ForexMarginBar, ForexMarginPositionsTable, ForexMarginRecordsTable } from './forex-margin';
import { ForexTicket, type TicketMargin } from './forex-ticket';
import { useForexAccount, useForexQuotes } from './use-forex-account';

const fixed = (d: number) => (v: number) => v.toFixed(d);

/** Asset bar: total assets, CNY available and the return, all in CNY. */
function ForexAssetBar({ account }: { account: ReturnType<typeof useForexAccount> }) {
  const a = account.account?.assets;
  return (
    <div className="fx-assets" data-testid="fx-assets">
      <span>
        总资产(CNY) <b data-testid="fx-total">{formatMoney(a?.totalAssets)}</b>
      </span>
      <span>
        可用人民币 <b data-testid="fx-available">{formatMoney(a?.availableCash)}</b>
      </span>
      <span>总盈亏 {formatMoney(a?.totalPL)}</span>
      <span>收益率 {a ? `${a.yieldRate.toFixed(2)}%` : '--'}</span>
    </div>
  );
}

/** The asset bar, and in a margin contest the margin figures under it. */
function AccountBars({ account }: { account: ReturnType<typeof useForexAccount> }) {
  const margin = account.account?.margin;
  return (
    <>
      <ForexAssetBar account={account} />
      {margin?.enabled ? <ForexMarginBar margin={margin} /> : null}
    </>
  );
}

/** The tabs of balances per currency, holdings, margin positions and records, orders and fills. */
function AccountTabs({
  account,
  extra,
}: {
  account: ReturnType<typeof useForexAccount>;
  extra?: React.ReactNode;
}) {
  const margin = account.account?.margin?.enabled
    ? [
        {
          key: 'm',
          label: '保证金持仓',
          children: (
            <ForexMarginPositionsTable
              rows={account.account?.marginPositions ?? []}
              onChange={account.refresh}
            />
          ),
        },
        {
          key: 'r',
          label: '利息与强平',
          children: <ForexMarginRecordsTable rows={account.records} />,
        },
      ]
    : [];
  return (
    <Tabs
      tabBarExtraContent={extra}
      // Remounted once the margin mode is known, so a margin contest opens on its positions.
      key={margin.length > 0 ? 'margin' : 'spot'}
      defaultActiveKey={margin.length > 0 ? 'm' : 'c'}
      items={[
        ...margin,
        {
          key: 'c',
          label: '币种账户',
          children: <BalancesTable rows={account.account?.currencies ?? []} />,
        },
        {
          key: 'p',
          label: '持仓',
          children: <ForexPositionsTable rows={account.account?.positions ?? []} />,
        },
        {
          key: 'o',
          label: '当日委托',
          children: <ForexOrdersTable rows={account.orders} onChange={account.refresh} />,
        },
        { key: 'f', label: '当日成交', children: <ForexFillsTable rows={account.fills} /> },
      ]}
    />
  );
}

/** The margin terms the ticket shows for `pair`; undefined outside the margin mode. */
function ticketMargin(
  a: ReturnType<typeof useForexAccount>['account'],
  pair: string,
): TicketMargin | undefined {
  if (!a?.margin?.enabled) return undefined;
  const held = (side: 'L' | 'S') =>
    a.marginPositions?.find((p) => p.security === pair && p.posSide === side)?.sellableQty ?? 0;
  return {
    leverage: a.margin.leverage,
    closable: { L: held('L'), S: held('S') },
  };
}

/** The forex trading page: pair board with bid/ask, ticket, balances per currency, orders, fills. */
export function ForexDesk() {
  const quotes = useForexQuotes();
  const account = useForexAccount();
  const [pick, setPick] = useState('USDCNH');
  // A re-read that momentarily lacks the pair keeps its last quote: the ticket (and what the
  // student entered in it) is not torn down and rebuilt.
  const last = useRef<ForexQuote | undefined>(undefined);
  const found = quotes.find((q) => q.symbol === pick);
  if (found || last.current?.symbol !== pick) last.current = found;
  const quote = last.current;
  const base = pick.slice(0, 3);
  const available = account.account?.currencies.find((c) => c.currency === base)?.available ?? 0;
  const margin = ticketMargin(account.account, pick);
  const columns: ColumnsType<ForexQuote> = [
    {
      title: '货币对',
      dataIndex: 'symbol',
      render: (v: string) => <Link to={`/ForeignExchange/forexDetail?symbol=${v}`}>{v}</Link>,
    },
    { title: '名称', dataIndex: 'shortName' },
    { title: '卖价', key: 'bid', render: (_, r) => fixed(r.decimals)(r.bid) },
    { title: '买价', key: 'ask', render: (_, r) => fixed(r.decimals)(r.ask) },
    { title: '最新', key: 'last', render: (_, r) => fixed(r.decimals)(r.last) },
    {
      title: '涨跌幅',
      dataIndex: 'changePct',
      render: (v: number) => (
        <span className={v >= 0 ? 'fx-up' : 'fx-down'}>{`${v.toFixed(2)}%`}</span>
      ),
    },
  ];
  return (
    <div className="fx-desk">
      <AccountBars account={account} />
      <div className="fx-main">
        <Table
          className="fx-list"
          size="small"
          rowKey="symbol"
          columns={columns}
          dataSource={quotes}
          pagination={false}
          data-testid="fx-quotes"
          onRow={(r) => ({ onClick: () => setPick(r.symbol) })}
          rowClassName={(r) => (r.symbol === pick ? 'fx-picked' : '')}
        />
        {quote ? (
          <ForexTicket
            quote={quote}
            available={available}
            onPlaced={account.refresh}
            margin={margin}
          />
        ) : null}
      </div>
      <AccountTabs account={account} />
    </div>
  );
}

/** Starts the download of an export of the forex account (the link carries the token). */
function download(path: string, assetAccount: number) {
  const q = new URLSearchParams({
    assetAccount: String(assetAccount),
    token: session.getState().token ?? '',
  });
  const a = document.createElement('a');
  a.href = `${path}?${q.toString()}`;
  a.download = '';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** QueryCenter: balances per currency, holdings, today's orders and fills, with their exports. */
export function ForexQueryCenter() {
  const account = useForexAccount();
  const id = account.account?.assetAccount;
  const exports =
    id === undefined ? null : (
      <Space>
        <Button
          size="small"
          onClick={() => download('/VERace/TraderQuery/ExportTodayDelegate', id)}
        >
          导出委托
        </Button>
        <Button
          size="small"
          onClick={() => download('/VERace/TraderQuery/ExportTodayMakeBargain', id)}
        >
          导出成交
        </Button>
      </Space>
    );
  return (
    <div className="fx-desk">
      <AccountBars account={account} />
      <AccountTabs account={account} extra={exports} />
    </div>
  );
}
