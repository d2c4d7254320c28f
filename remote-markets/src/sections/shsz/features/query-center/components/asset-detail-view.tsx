import { formatMoney } from '@portal/shared-kit';
import { Descriptions, Empty } from 'antd';
import type { AssetDetail } from '../api/query-asset-detail';

const ITEMS: { key: keyof AssetDetail; label: string }[] = [
  { key: 'totalAssets', label: '总资产' },
  { key: 'availableCash', label: '可用资金' },
  { key: 'frozenCash', label: '冻结资金' },
  { key: 'marketValue', label: '持仓市值' },
  { key: 'positionCost', label: '持仓成本' },
  { key: 'floatingPL', label: '浮动盈亏' },
  { key: 'realisedPL', label: '已实现盈亏' },
  { key: 'fees', label: '累计费用' },
  { key: 'initialCash', label: '初始资金' },
  { key: 'transfers', label: '银证转账净额' },
  { key: 'totalPL', label: '总盈亏' },
];

/** The account's money in full. */
export function AssetDetailView({ assets }: { assets: AssetDetail | null }) {
  if (!assets) return <Empty />;
  return (
    <Descriptions size="small" bordered column={4} data-testid="asset-detail">
      {ITEMS.map((i) => (
        <Descriptions.Item key={i.key} label={i.label}>
          {formatMoney(assets[i.key])}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label="收益率">
        {Number.isFinite(assets.yieldRate) ? `${assets.yieldRate.toFixed(2)}%` : '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}
