import { formatMoney } from '@portal/shared-kit';
import { Card, Table } from 'antd';
import { num, str, type Row } from '../../../common/api/field';

const money = (v: number) => (Number.isFinite(v) ? formatMoney(v) : '—');
const tone = (v: number) => (v > 0 ? 'cmp-up' : v < 0 ? 'cmp-down' : undefined);

/** 持仓概况: the largest holdings by market value, with their floating P&L. */
export function HoldingsCard({ rows, loading }: { rows: Row[]; loading: boolean }) {
  const held = rows
    .filter((r) => num(r, 'qty') > 0)
    .sort((a, b) => num(b, 'marketValue') - num(a, 'marketValue'));
  return (
    <Card size="small" title={`持仓概况（${held.length}只）`} data-testid="holdings-card">
      <Table<Row>
        size="small"
        loading={loading && !rows.length}
        rowKey={(r) => `${str(r, 'security', 'symbol')}.${str(r, 'market')}`}
        dataSource={held.slice(0, 5)}
        pagination={false}
        locale={{ emptyText: '暂无持仓' }}
        columns={[
          { title: '证券', key: 'n', render: (_v, r) => str(r, 'securityName', 'shortName') },
          { title: '数量', key: 'q', align: 'right', render: (_v, r) => num(r, 'qty') },
          {
            title: '市值',
            key: 'm',
            align: 'right',
            className: 'cmp-nowrap',
            render: (_v, r) => money(num(r, 'marketValue')),
          },
          {
            title: '浮动盈亏',
            key: 'p',
            align: 'right',
            className: 'cmp-nowrap',
            render: (_v, r) => {
              const v = num(r, 'floatingPL');
              return <span className={tone(v)}>{money(v)}</span>;
            },
          },
        ]}
      />
    </Card>
  );
}
