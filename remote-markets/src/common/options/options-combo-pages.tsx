import { Button, Input, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ListTable, moneyCell } from '../derivatives';
import type { OptionKind } from './options-api';
import {
  lockUnderlying,
  splitCombination,
  type Combination,
  type CoverRow,
} from './options-ops-api';
import { CombDeclarationPanel } from './comb-declaration-panel';
import { useOptionAccount } from './use-options-data';
import { useOptionsOps } from './use-options-ops';

const legText = (c: Combination) =>
  c.legs.map((l) => `${l.securityName}（${l.posSideName}）`).join(' + ');

/** The account's combinations; `action` adds an operation column (拆分). */
function CombinationsTable({
  rows,
  action,
}: {
  rows: Combination[];
  action?: ColumnsType<Combination>[number];
}) {
  const columns: ColumnsType<Combination> = [
    { title: '组合策略', dataIndex: 'strategyName' },
    { title: '成分合约', key: 'legs', render: (_: unknown, c) => legText(c) },
    { title: '组合数量', dataIndex: 'qty', align: 'right' },
    { title: '占用保证金', dataIndex: 'margin', align: 'right', render: moneyCell },
    ...(action ? [action] : []),
  ];
  return (
    <ListTable
      rows={rows}
      columns={columns}
      rowKey={(c) => `${c.strategy}|${c.legs.map((l) => l.security).join('|')}`}
      testId="combinations"
      empty="暂无组合持仓"
    />
  );
}

/** 备兑证券锁定/解锁 of an ETF underlying, with the locked, used and free shares. */
function CoverPanel({
  rows,
  run,
  busy,
}: {
  rows: CoverRow[];
  run: ReturnType<typeof useOptionsOps>['run'];
  busy: boolean;
}) {
  const [code, setCode] = useState('510050');
  const [qty, setQty] = useState(10_000);
  const columns: ColumnsType<CoverRow> = [
    { title: '标的证券', key: 'sec', render: (_: unknown, r) => `${r.securityName} ${r.security}` },
    { title: '持有数量', dataIndex: 'qty', align: 'right' },
    { title: '锁定数量', dataIndex: 'locked', align: 'right' },
    { title: '备兑占用', dataIndex: 'used', align: 'right' },
    { title: '可用备兑', dataIndex: 'free', align: 'right' },
  ];
  const act = (direction: 1 | 2) =>
    run(
      () => lockUnderlying(code.trim(), direction, qty),
      direction === 1 ? '锁定成功' : '解锁成功',
    );
  return (
    <div className="op-ops-panel" data-testid="cover-panel">
      <div className="op-ops-title">备兑证券锁定/解锁</div>
      <div className="op-ops-form">
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          maxLength={12}
          style={{ width: 120 }}
          data-testid="cover-code"
        />
        <InputNumber
          min={1}
          max={100_000_000}
          precision={0}
          value={qty}
          onChange={(v) => setQty(v ?? 1)}
          data-testid="cover-qty"
        />
        <Button disabled={busy} onClick={() => act(1)} data-testid="cover-lock">
          锁定
        </Button>
        <Button disabled={busy} onClick={() => act(2)} data-testid="cover-unlock">
          解锁
        </Button>
      </div>
      <ListTable
        rows={rows}
        columns={columns}
        rowKey="security"
        testId="cover-table"
        empty="暂无锁定证券"
        paged={false}
      />
    </div>
  );
}

/** 组合申报 (StockOptions/CombDeclaration): strategy, its legs from the holdings, count. */
export function CombDeclarationPage({ kind }: { kind: OptionKind }) {
  const account = useOptionAccount(kind);
  const ops = useOptionsOps(account.refresh);
  return (
    <div className="dv-page" data-testid="comb-declaration">
      <CombDeclarationPanel holdings={account.holdings} ops={ops} />
      {kind === 'etf' && <CoverPanel rows={ops.state.cover} run={ops.run} busy={ops.busy} />}
      <div className="op-ops-title">组合持仓</div>
      <CombinationsTable rows={ops.state.combinations} />
    </div>
  );
}

/** 组合拆分 (StockOptions/CombSplit): each combination with the count to split. */
export function CombSplitPage({ kind }: { kind: OptionKind }) {
  const account = useOptionAccount(kind);
  const ops = useOptionsOps(account.refresh);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const keyOf = (c: Combination) => `${c.strategy}|${c.legs.map((l) => l.security).join('|')}`;
  const action: ColumnsType<Combination>[number] = {
    title: '操作',
    key: 'op',
    render: (_: unknown, c) => (
      <span className="op-ops-form">
        <InputNumber
          size="small"
          min={1}
          max={c.qty}
          precision={0}
          value={counts[keyOf(c)] ?? c.qty}
          onChange={(v) => setCounts({ ...counts, [keyOf(c)]: v ?? 1 })}
        />
        <Button
          size="small"
          disabled={ops.busy}
          data-testid="comb-split"
          onClick={() =>
            ops.run(
              () =>
                splitCombination(
                  c.strategy,
                  c.legs.map((l) => ({
                    security: l.security,
                    market: l.market,
                    posSide: l.posSide,
                  })),
                  counts[keyOf(c)] ?? c.qty,
                ),
              '组合拆分成功',
            )
          }
        >
          拆分
        </Button>
      </span>
    ),
  };
  return (
    <div className="dv-page" data-testid="comb-split-page">
      {ops.note && (
        <div className="dv-note" data-testid="comb-note">
          {ops.note}
        </div>
      )}
      <CombinationsTable rows={ops.state.combinations} action={action} />
    </div>
  );
}
