import { formatMoney } from '@portal/shared-kit';
import type { CreditAsset } from './margin-api';

/** Where a ratio sits on the gauge: 100 %–300 % across the bar. */
const pos = (pct: number) => `${Math.max(0, Math.min(100, ((pct - 100) / 200) * 100))}%`;

/** 维持担保比例 as a gauge with the warning (150 %) and forced-close (130 %) lines. */
function RatioGauge({ asset }: { asset: CreditAsset }) {
  const r = asset.maintenanceRatio;
  return (
    <div className="mt-gauge" data-testid="maintenance-gauge">
      <div className="mt-gauge-bar">
        <span className="mt-line mt-line-liq" style={{ left: pos(asset.liquidateRatio) }} />
        <span className="mt-line mt-line-warn" style={{ left: pos(asset.warnRatio) }} />
        {r !== null && <span className="mt-needle" style={{ left: pos(r) }} />}
      </div>
      <div className="mt-gauge-legend">
        <span>平仓线 {asset.liquidateRatio}%</span>
        <span>警戒线 {asset.warnRatio}%</span>
      </div>
    </div>
  );
}

/** 信用资产: totals, debts, credit line used/available and the maintenance ratio. */
export function CreditSummary({ asset }: { asset: CreditAsset | null }) {
  if (!asset) return null;
  const items: Array<[string, string, string]> = [
    ['总资产', formatMoney(asset.totalAssets), 'ca-total'],
    ['净资产', formatMoney(asset.netAssets), 'ca-net'],
    ['总负债', formatMoney(asset.liabilities), 'ca-liabilities'],
    ['可用资金', formatMoney(asset.available), 'ca-available'],
    ['融资负债', formatMoney(asset.financeDebt), 'ca-finance'],
    ['融券市值', formatMoney(asset.shortValue), 'ca-short'],
    ['应付利息', formatMoney(asset.interest), 'ca-interest'],
    ['授信额度', formatMoney(asset.creditLine), 'ca-line'],
    ['已用额度', formatMoney(asset.creditUsed), 'ca-used'],
    ['可用额度', formatMoney(asset.creditAvailable), 'ca-free'],
    ['保证金可用余额', formatMoney(asset.marginAvailable), 'ca-margin-free'],
  ];
  const ratio = asset.maintenanceRatio;
  return (
    <div className="mt-summary" data-testid="credit-asset">
      <div className="mt-ratio">
        <span className="mt-muted">维持担保比例</span>{' '}
        <b data-testid="ca-ratio">{ratio === null ? '--' : `${ratio.toFixed(2)}%`}</b>{' '}
        <span data-testid="ca-status">{asset.status}</span>
        <RatioGauge asset={asset} />
      </div>
      <div className="mt-items">
        {items.map(([label, value, id]) => (
          <span key={id} className="mt-item">
            <span className="mt-muted">{label}</span> <b data-testid={id}>{value}</b>
          </span>
        ))}
      </div>
    </div>
  );
}
