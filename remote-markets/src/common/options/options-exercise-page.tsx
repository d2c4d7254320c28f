import { Button, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { contractColumn, ListTable, moneyCell } from '../derivatives';
import type { OptionHolding, OptionKind } from './options-api';
import { declareExercise, withdrawExercise, type OptionsAccountState } from './options-ops-api';
import { useOptionAccount } from './use-options-data';
import { useOptionsOps } from './use-options-ops';

/** How each section's contracts are exercised (docs/market-rules.md, "Options", exercise). */
const RULE: Record<OptionKind, string> = {
  etf: '欧式行权：到期日交易时段内申报，当日日终交割——认购行权支付行权价款、获得标的证券，认沽行权交付标的证券、获得行权价款；未申报的权利仓到期作废。',
  index:
    '欧式行权、现金交割：到期日申报或到期日实值合约自动行权，按标的指数收盘价与行权价之差结算。',
  commodity:
    '美式行权：到期日前每个交易日均可申报，当日日终按标的期货收盘价与行权价之差以现金结算；到期日实值合约自动行权。',
};

type Declared = OptionsAccountState['exercises'][number];

type Ops = ReturnType<typeof useOptionsOps>;

/** The rights' columns, each row with its 行权 count and button. */
function rightsColumns(
  ops: Ops,
  counts: Record<string, number>,
  setCounts: (next: Record<string, number>) => void,
): ColumnsType<OptionHolding> {
  return [
    contractColumn<OptionHolding>(),
    {
      title: '类型',
      dataIndex: 'optionType',
      render: (v: string) => (v === 'C' ? '认购' : '认沽'),
    },
    { title: '行权价', dataIndex: 'strike', align: 'right' },
    { title: '到期日', dataIndex: 'expiry' },
    { title: '持仓', dataIndex: 'qty', align: 'right' },
    { title: '可行权', dataIndex: 'closableQty', align: 'right' },
    {
      title: '操作',
      key: 'op',
      render: (_: unknown, h) => (
        <span className="op-ops-form">
          <InputNumber
            size="small"
            min={1}
            max={Math.max(1, h.closableQty)}
            precision={0}
            value={counts[h.security] ?? 1}
            onChange={(v) => setCounts({ ...counts, [h.security]: v ?? 1 })}
            data-testid="exercise-qty"
          />
          <Button
            size="small"
            disabled={ops.busy || h.closableQty <= 0}
            data-testid="exercise-submit"
            onClick={() =>
              ops.run(
                () => declareExercise(h.security, h.market, counts[h.security] ?? 1),
                '行权申报成功',
              )
            }
          >
            行权
          </Button>
        </span>
      ),
    },
  ];
}

/** The day's declarations' columns, each with its 撤销 button. */
function declaredColumns(ops: Ops): ColumnsType<Declared> {
  return [
    contractColumn<Declared>(),
    { title: '行权价', dataIndex: 'strike', align: 'right' },
    { title: '申报数量', dataIndex: 'qty', align: 'right' },
    { title: '冻结行权资金', dataIndex: 'cashFrozen', align: 'right', render: moneyCell },
    {
      title: '操作',
      key: 'op',
      render: (_: unknown, d) => (
        <Button
          size="small"
          disabled={ops.busy}
          data-testid="exercise-withdraw"
          onClick={() =>
            ops.run(() => withdrawExercise(d.security, d.market, d.qty), '行权撤销成功')
          }
        >
          撤销
        </Button>
      ),
    },
  ];
}

/** 行权 (Exercise / StockIndexOptionsExercise / CashExercise): declare rights for exercise. */
export function ExercisePage({ kind }: { kind: OptionKind }) {
  const account = useOptionAccount(kind);
  const ops = useOptionsOps(account.refresh);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const rights = account.holdings.filter((h) => h.posSide === 'L');
  return (
    <div className="dv-page" data-testid="options-exercise">
      <div className="dv-muted op-ops-rule">{RULE[kind]}</div>
      {ops.note && (
        <div className="dv-note" data-testid="exercise-note">
          {ops.note}
        </div>
      )}
      <div className="op-ops-title">权利仓</div>
      <ListTable
        rows={rights}
        columns={rightsColumns(ops, counts, setCounts)}
        rowKey="security"
        testId="exercise-rights"
        empty="暂无权利仓"
      />
      <div className="op-ops-title">当日行权申报</div>
      <ListTable
        rows={ops.state.exercises}
        columns={declaredColumns(ops)}
        rowKey="security"
        testId="exercise-declared"
        empty="暂无行权申报"
      />
    </div>
  );
}
