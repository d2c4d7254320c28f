import { formatMoney } from '@portal/shared-kit';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AccountTabs, CapitalBar } from '../derivatives';
import { OptionChain } from './option-chain';
import type { OptionCapital, OptionHolding, OptionKind } from './options-api';
import { FillsTable, HoldingsTable, OrdersTable } from './options-tables';
import { OptionsTicket, type TicketPreset } from './options-ticket';
import { useChainQuotes, useOptionAccount, useOptionRows } from './use-options-data';

/** The underlying a section opens on: 50ETF, 沪深300 (IO), 沪铜 (cu). */
const DEFAULT_UNDERLYING: Record<OptionKind, string> = {
  etf: '510050',
  index: '000300',
  commodity: 'cu',
};

/** Capital line: total assets, available, margin, rights and obligations value, P&L. */
function OptionsCapital({ capital }: { capital: OptionCapital | null }) {
  if (!capital) return null;
  const items: Array<[string, number, string]> = [
    ['总资产', capital.totalAssets, 'cap-total'],
    ['可用资金', capital.available, 'cap-available'],
    ['占用保证金', capital.margin, 'cap-margin'],
    ['冻结资金', capital.frozen, 'cap-frozen'],
    ['权利仓市值', capital.rightsValue, 'cap-rights'],
    ['义务仓市值', capital.obligationsValue, 'cap-obligations'],
    ['浮动盈亏', capital.floatingPL, 'cap-floating'],
    ['平仓盈亏', capital.realisedPL, 'cap-realised'],
  ];
  return (
    <CapitalBar
      testId="options-capital"
      items={items.map(([label, value, id]) => [label, formatMoney(value), id])}
    />
  );
}

/**
 * The desk's state: the section's contracts, the one shown (by `?code=`, else the section's first
 * call), the underlying and expiry on the chain (`?underlying=`, `?expiry=`), the account, and the
 * preset a click on a holding gives the ticket.
 */
function useOptionsDesk(kind: OptionKind) {
  const rows = useOptionRows(kind);
  const account = useOptionAccount(kind);
  const [params, setParams] = useSearchParams();
  const [preset, setPreset] = useState<TicketPreset>({ nonce: 0 });
  const underlyings = useMemo(() => {
    const seen = new Map<string, string>();
    for (const r of rows)
      if (!seen.has(r.underlying))
        seen.set(r.underlying, r.shortName.replace(/(购|沽|\d{3,4}购|\d{3,4}沽).*$/, ''));
    return [...seen].map(([value, name]) => ({ value, label: `${name} ${value}` }));
  }, [rows]);
  const code = params.get('code');
  const current =
    rows.find((r) => r.symbol === code) ??
    rows.find((r) => r.underlying.startsWith(DEFAULT_UNDERLYING[kind]) && r.optionType === 'C') ??
    rows[0];
  const underlying = params.get('underlying') ?? current?.underlying ?? '';
  const expiries = [
    ...new Set(rows.filter((r) => r.underlying === underlying).map((r) => r.expiry)),
  ].sort();
  const expiry =
    params.get('expiry') ??
    (current?.underlying === underlying ? current.expiry : expiries[0]) ??
    '';
  // The chain on screen and the ticket's contract move with the hub's quote pushes.
  useChainQuotes(
    rows.filter((r) => (r.underlying === underlying && r.expiry === expiry) || r === current),
  );
  const pick = (symbol: string, u = underlying, e = expiry) =>
    setParams({ code: symbol, underlying: u, expiry: e });
  const closeFrom = (h: OptionHolding) => {
    const r = rows.find((x) => x.symbol === h.security);
    if (r) pick(r.symbol, r.underlying, r.expiry);
    setPreset({
      action: h.posSide === 'L' ? 'sellClose' : h.posSide === 'C' ? 'coveredClose' : 'buyClose',
      price: h.lastPrice,
      nonce: Date.now(),
    });
  };
  const pickUnderlying = (u: string) => {
    const first = rows.find((r) => r.underlying === u);
    if (first) pick(first.symbol, u, first.expiry);
  };
  const pickExpiry = (e: string) => {
    const first = rows.find((r) => r.underlying === underlying && r.expiry === e);
    if (first) pick(first.symbol, underlying, e);
  };
  return {
    ...{ rows, account, preset, underlyings, current, underlying, expiries, expiry },
    ...{ pick, pickUnderlying, pickExpiry, closeFrom },
  };
}

/** The trading page of an option section: the T-shaped chain, the ticket and the account. */
export function OptionsDesk({ kind }: { kind: OptionKind }) {
  const { account, current, pick, ...d } = useOptionsDesk(kind);
  if (!current) return <div className="dv-page" data-testid="options-desk" />;
  return (
    <div className="dv-page" data-testid="options-desk">
      <div className="op-desk">
        <OptionChain
          rows={d.rows}
          underlying={d.underlying}
          expiry={d.expiry}
          underlyings={d.underlyings}
          expiries={d.expiries}
          picked={current.symbol}
          onUnderlying={d.pickUnderlying}
          onExpiry={d.pickExpiry}
          onPick={(r) => pick(r.symbol, r.underlying, r.expiry)}
        />
        <OptionsTicket
          row={current}
          capital={account.capital}
          preset={d.preset}
          onPlaced={account.refresh}
        />
      </div>
      <OptionsCapital capital={account.capital} />
      <AccountTabs
        holdings={<HoldingsTable rows={account.holdings} onClose={d.closeFrom} />}
        orders={<OrdersTable rows={account.orders} onChange={account.refresh} />}
        fills={<FillsTable rows={account.fills} />}
      />
    </div>
  );
}
