import { Button, Card, Popconfirm, Table, Tag } from 'antd';
import { useMutation, useQuery } from '../../state/data-hooks';
import type { MarketScenario } from './api/scenario-api';
import { ScenarioForm } from './components/scenario-form';

const STATUS_COLORS: Record<MarketScenario['status'], string> = {
  scheduled: 'blue',
  active: 'red',
  past: 'default',
  done: 'green',
  cancelled: 'default',
};

/** What a scenario does, in a few words (幅度、天数、倍数、目标日). */
export function scenarioFigures(s: MarketScenario): string {
  if (s.kind === 'gap') return `${s.pct > 0 ? '+' : ''}${s.pct}%`;
  if (s.kind === 'limitRun') return `${s.pct < 0 ? '跌停' : '涨停'} ${s.days} 个交易日`;
  if (s.kind === 'volBurst') return `${s.factor} 倍，${s.days} 个交易日`;
  return `至 ${s.targetDate ?? ''} 收盘`;
}

/**
 * 行情情景 (management center, system admins): schedule an event for the whole simulated market —
 * a gap, a run of limit days, a volatility burst, a jump to the next expiry — and list every event,
 * scheduled and past; one not yet in effect can be cancelled (the row stays as the log).
 */
export function MarketScenarioPage() {
  const list = useQuery('listScenarios', {});
  const cancel = useMutation('cancelScenario');
  const rows = list.data?.list ?? [];
  return (
    <Card
      title="行情情景"
      data-page="MarketScenario"
      extra={
        list.data ? (
          <span data-testid="scenario-clock">
            行情时间：{list.data.tradingDate} {list.data.clock}
          </span>
        ) : null
      }
    >
      <ScenarioForm />
      <Table<MarketScenario>
        rowKey="id"
        size="small"
        data-testid="scenario-list"
        loading={list.loading}
        dataSource={rows}
        pagination={{ pageSize: 15, hideOnSinglePage: true }}
        columns={[
          { title: '情景', dataIndex: 'kindName' },
          {
            title: '证券',
            render: (_: unknown, s) => (s.security ? `${s.security} ${s.securityName}` : '—'),
          },
          { title: '内容', render: (_: unknown, s) => scenarioFigures(s) },
          {
            title: '生效时间',
            render: (_: unknown, s) => `${s.effectiveDate} ${s.effectiveTime}`,
          },
          {
            title: '状态',
            dataIndex: 'statusName',
            render: (name: string, s) => <Tag color={STATUS_COLORS[s.status]}>{name}</Tag>,
          },
          { title: '说明', dataIndex: 'note' },
          { title: '创建人', dataIndex: 'createdBy' },
          {
            title: '创建时间',
            dataIndex: 'createTime',
            render: (t: string) => t.slice(0, 19).replace('T', ' '),
          },
          {
            title: '操作',
            render: (_: unknown, s) =>
              s.status === 'scheduled' ? (
                <Popconfirm
                  title="取消该行情情景？"
                  onConfirm={() => cancel.run({ id: s.id }, ['listScenarios'])}
                >
                  <Button type="link" size="small">
                    取消
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
