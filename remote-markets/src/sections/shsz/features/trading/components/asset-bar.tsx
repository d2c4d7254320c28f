import { formatMoney } from '@portal/shared-kit';
import { memo } from 'react';
import { useAssets } from '../state/account-reads';
import { trendClass } from '../../../components/price-text';

/** The account's money in one line. */
export const AssetBar = memo(function AssetBar() {
  const a = useAssets();
  const item = (label: string, value: number | undefined, testId: string, cls = '') => (
    <span className="sz-asset">
      <span className="sz-muted">{label}</span>
      <strong className={cls} data-testid={testId}>
        {formatMoney(value)}
      </strong>
    </span>
  );
  return (
    <div className="sz-assets">
      {item('总资产', a?.totalAssets, 'asset-total')}
      {item('可用资金', a?.available, 'asset-available')}
      {item('冻结资金', a?.frozen, 'asset-frozen')}
      {item('持仓市值', a?.marketValue, 'asset-market-value')}
      {item('浮动盈亏', a?.profit, 'asset-profit', trendClass(a?.profit, 0))}
    </div>
  );
});
