import { http } from '@portal/shared-kit';
import { useEffect, useState } from 'react';

interface Point {
  time: string;
  close: number;
}

const W = 560;
const H = 220;

/** Today's minute prices of a contract (GET /QuotationAPI/api/v1/min/values/symbol), as a line. */
export function MiniChart({
  symbol,
  market,
  preSettlement,
}: {
  symbol: string;
  market: string;
  preSettlement: number;
}) {
  const [points, setPoints] = useState<Point[]>([]);
  useEffect(() => {
    let alive = true;
    const load = () =>
      http
        .call<{ bars?: Point[] }>(
          {
            method: 'GET',
            url: '/QuotationAPI/api/v1/min/values/symbol',
            params: { symbol, market, freq: '1' },
          },
          { toast: false },
        )
        .then((d) => alive && setPoints((d?.bars ?? []).filter((b) => Number.isFinite(b.close))))
        .catch(() => undefined);
    void load();
    const timer = setInterval(() => void load(), 10_000);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [symbol, market]);
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
