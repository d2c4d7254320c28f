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

/**
 * The T-shaped option chain of one underlying and expiry: calls on the left, puts on the right,
 * one row per strike in the middle; a click on a side picks that contract for the ticket.
 */
export function OptionChain({
  rows,
  underlying,
  expiry,
  underlyings,
  expiries,
  picked,
  onUnderlying,
  onExpiry,
  onPick,
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
  const head = ['最新', '涨跌幅', '买价', '卖价', '隐含波动率', 'Delta'];
  return (
    <div className="op-chain" data-testid="option-chain">
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
      <table className="op-t">
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
            {[...head, ...head].map((h, i) => (
              <th key={i}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {strikes.map((k) => {
            const c = series.find((r) => r.strike === k && r.optionType === 'C');
            const p = series.find((r) => r.strike === k && r.optionType === 'P');
            return (
              <tr key={k}>
                <Cell row={c} picked={c?.symbol === picked} onPick={onPick} />
                <td className="op-strike">
                  {k}
                  {(c ?? p)?.adjusted && (
                    <span className="op-adjusted" title={`调整合约，合约单位 ${(c ?? p)?.unit}`}>
                      A
                    </span>
                  )}
                </td>
                <Cell row={p} picked={p?.symbol === picked} onPick={onPick} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
