import { formatMoney } from '@portal/shared-kit';
import { Card, Table } from 'antd';
import type { Holding } from '../api/account-lists';

const money = (v: number) => (Number.isFinite(v) ? formatMoney(v) : '—');
const tone = (v: number) => (v > 0 ? 'cmp-up' : v < 0 ? 'cmp-down' : undefined);

/** 持仓概况: the largest holdings by market value, with their floating P&L. */
export function HoldingsCard({ rows, loading }: { rows: Holding[]; loading: boolean }) {
  const held = rows.filter((r) => r.qty > 0).sort((a, b) => b.marketValue - a.marketValue);
  return (
    <Card size="small" title={`持仓概况（${held.length}只）`} data-testid="holdings-card">
      <Table<Holding>
        size="small"
        loading={loading && !rows.length}
        rowKey={(r) => `${r.security}.${r.market}`}
        dataSource={held.slice(0, 5)}
        pagination={false}
        locale={{ emptyText: '暂无持仓' }}
        columns={[
          { title: '证券', key: 'n', render: (_v, r) => r.securityName },
          { title: '数量', key: 'q', align: 'right', render: (_v, r) => r.qty },
          {
            title: '市值',
            key: 'm',
            align: 'right',
            className: 'cmp-nowrap',
            render: (_v, r) => money(r.marketValue),
          },
          {
            title: '浮动盈亏',
            key: 'p',
            align: 'right',
            className: 'cmp-nowrap',
            render: (_v, r) => {
              const v = r.floatingPL;
              return <span className={tone(v)}>{money(v)}</span>;
            },
          },
        ]}
      />
    </Card>
  );
}
