import { Select } from 'antd';
import type { OptionRow } from './options-api';

/** Columns per side: last, change %, bid, ask, implied volatility, delta. */
const COLS = 6;

const trend = (v: number) => (v > 0 ? 'op-up' : v < 0 ? 'op-down' : '');

function Cell({
  row,
  picked,
  onPick,
}: {
  row?: OptionRow;
  picked: boolean;
  onPick: (r: OptionRow) => void;
}) {
  if (!row) return <td colSpan={COLS} />;
  const iv = row.iv === null ? null : `${(row.iv * 100).toFixed(1)}%`;
  const delta = row.delta === null ? null : row.delta.toFixed(3);
  return (
    <>
      {[row.last, row.changePct, row.bidPrice, row.askPrice, iv, delta].map((v, i) => (
        <td
          key={i}
          className={`op-num ${picked ? 'op-picked' : ''} ${i === 0 || i === 1 ? trend(row.change) : ''}`}
          onClick={() => onPick(row)}
          data-testid={i === 0 ? `chain-${row.optionType}-${row.strike}` : undefined}
          data-symbol={i === 0 ? row.symbol : undefined}
        >
          {v === null ? '—' : i === 1 && typeof v === 'number' ? `${v.toFixed(2)}%` : v}
        </td>
      ))}
    </>
  );
}

/** The underlying and expiry pickers. */
function ChainToolbar({
  underlying,
  expiry,
  underlyings,
  expiries,
  onUnderlying,
  onExpiry,
}: {
  underlying: string;
  expiry: string;
  underlyings: Array<{ value: string; label: string }>;
  expiries: string[];
  onUnderlying: (u: string) => void;
  onExpiry: (e: string) => void;
}) {
  return (
    <div className="op-toolbar">
      <span className="op-muted">标的</span>
      <Select
        size="small"
        value={underlying}
        options={underlyings}
        onChange={onUnderlying}
        style={{ minWidth: 160 }}
        data-testid="underlying-select"
      />
      <span className="op-muted">到期日</span>
      <Select
        size="small"
        value={expiry}
        options={expiries.map((e) => ({ value: e, label: e }))}
        onChange={onExpiry}
        style={{ minWidth: 130 }}
        data-testid="expiry-select"
      />
    </div>
  );
}

const HEAD = ['最新', '涨跌幅', '买价', '卖价', '隐含波动率', 'Delta'];

/** The two header rows: 认购 | 行权价 | 认沽, then each side's columns. */
function ChainHead() {
  return (
    <thead>
      <tr>
        <th colSpan={COLS} className="op-call">
          认购
        </th>
        <th rowSpan={2}>行权价</th>
        <th colSpan={COLS} className="op-put">
          认沽
        </th>
      </tr>
      <tr>
        {[...HEAD, ...HEAD].map((h, i) => (
          <th key={i}>{h}</th>
        ))}
      </tr>
    </thead>
  );
}

/** One strike: its call, the strike (A for an adjusted contract), its put. */
function StrikeRow({
  strike,
  series,
  picked,
  onPick,
}: {
  strike: number;
  series: OptionRow[];
  picked: string | undefined;
  onPick: (r: OptionRow) => void;
}) {
  const c = series.find((r) => r.strike === strike && r.optionType === 'C');
  const p = series.find((r) => r.strike === strike && r.optionType === 'P');
  return (
    <tr>
      <Cell row={c} picked={c?.symbol === picked} onPick={onPick} />
      <td className="op-strike">
        {strike}
        {(c ?? p)?.adjusted && (
          <span className="op-adjusted" title={`调整合约，合约单位 ${(c ?? p)?.unit}`}>
            A
          </span>
        )}
      </td>
      <Cell row={p} picked={p?.symbol === picked} onPick={onPick} />
    </tr>
  );
}

/**
 * The T-shaped option chain of one underlying and expiry: calls on the left, puts on the right,
 * one row per strike in the middle; a click on a side picks that contract for the ticket.
 */
export function OptionChain({
  rows,
  underlying,
  expiry,
  picked,
  onPick,
  ...toolbar
}: {
  rows: OptionRow[];
  underlying: string;
  expiry: string;
  underlyings: Array<{ value: string; label: string }>;
  expiries: string[];
  picked: string | undefined;
  onUnderlying: (u: string) => void;
  onExpiry: (e: string) => void;
  onPick: (r: OptionRow) => void;
}) {
  const series = rows.filter((r) => r.underlying === underlying && r.expiry === expiry);
  const strikes = [...new Set(series.map((r) => r.strike))].sort((a, b) => a - b);
  return (
    <div className="op-chain" data-testid="option-chain">
      <ChainToolbar underlying={underlying} expiry={expiry} {...toolbar} />
      <table className="op-t">
        <ChainHead />
        <tbody>
          {strikes.map((k) => (
            <StrikeRow key={k} strike={k} series={series} picked={picked} onPick={onPick} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
