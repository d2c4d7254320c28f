import { futuresApi, type MinutePoint } from './futures-endpoints';

/**
 * A new minute's bar: the hub pushes ticks, not minute bars, so the line is re-read on this slow
 * timer (RTK Query `pollingInterval`); in between its last point follows the live price, which
 * the desk's TickQuotationInfo pushes keep current (`last`).
 */
export const MINUTE_BARS_MS = 60_000;

const NONE: MinutePoint[] = [];

/** The bars with the last one's close at the live price. */
function withLive(bars: MinutePoint[], last: number): MinutePoint[] {
  const end = bars.at(-1);
  if (!end || !Number.isFinite(last) || end.close === last) return bars;
  return [...bars.slice(0, -1), { ...end, close: last }];
}

const W = 560;
const H = 220;

/** Today's minute prices of a contract as a line, its last point at the live price `last`. */
export function MiniChart({
  symbol,
  market,
  preSettlement,
  last: live,
}: {
  symbol: string;
  market: string;
  preSettlement: number;
  last: number;
}) {
  const { data } = futuresApi.endpoints.futuresMinutes.useQuery(
    { symbol, market },
    { pollingInterval: MINUTE_BARS_MS, refetchOnMountOrArgChange: true },
  );
  const points = withLive(data ?? NONE, live);
  const closes = points.map((p) => p.close);
  const hi = Math.max(preSettlement, ...closes);
  const lo = Math.min(preSettlement, ...closes);
  const span = hi - lo || 1;
  const y = (v: number) => H - 10 - ((v - lo) / span) * (H - 20);
  const x = (i: number) => (points.length > 1 ? (i / (points.length - 1)) * W : 0);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.close).toFixed(1)}`).join(' ');
  const last = closes.at(-1) ?? preSettlement;
  return (
    <svg
      className="ft-chart"
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="none"
      data-testid="futures-chart"
      role="img"
      aria-label="分时走势"
    >
      <line x1={0} x2={W} y1={y(preSettlement)} y2={y(preSettlement)} className="ft-chart-base" />
      {points.length > 1 && (
        <polyline points={line} className={last >= preSettlement ? 'ft-up-line' : 'ft-down-line'} />
      )}
      <text x={4} y={14} className="ft-chart-label">
        {hi.toFixed(2)}
      </text>
      <text x={4} y={H - 2} className="ft-chart-label">
        {lo.toFixed(2)}
      </text>
    </svg>
  );
}
