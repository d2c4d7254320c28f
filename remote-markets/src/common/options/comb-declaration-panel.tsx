import { Button, InputNumber, Select } from 'antd';
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { OptionHolding } from './options-api';
import { declareCombination, LEG_SIDES, STRATEGIES } from './options-ops-api';
import type { useOptionsOps } from './use-options-ops';

const holdingOption = (h: OptionHolding) => ({
  value: `${h.security}|${h.market}`,
  label: `${h.securityName} ${h.security}（${h.posSideName} 可用 ${h.closableQty}）`,
});

/** A holding per leg of the strategy, from the usable holdings of the leg's side. */
function LegSelects({
  strategy,
  sides,
  legs,
  setLegs,
  holdings,
}: {
  strategy: string;
  sides: readonly OptionHolding['posSide'][];
  legs: string[];
  setLegs: Dispatch<SetStateAction<string[]>>;
  holdings: OptionHolding[];
}) {
  const def = STRATEGIES.find((s) => s.code === strategy);
  return (
    <>
      {sides.map((side, i) => (
        <Select
          key={`${strategy}-${i}`}
          placeholder={def?.legs[i]}
          style={{ width: 300 }}
          value={legs[i]}
          onChange={(v) => setLegs((old) => Object.assign([...old], { [i]: v }))}
          options={holdings
            .filter((h) => h.posSide === side && h.closableQty > 0)
            .map(holdingOption)}
          data-testid={`comb-leg${i + 1}`}
        />
      ))}
    </>
  );
}

/** 组合策略申报: the strategy, one holding per leg, the count, and the declaration it sends. */
export function CombDeclarationPanel({
  holdings,
  ops,
}: {
  holdings: OptionHolding[];
  ops: ReturnType<typeof useOptionsOps>;
}) {
  const [strategy, setStrategy] = useState('CNSJC');
  const [legs, setLegs] = useState<string[]>([]);
  const [qty, setQty] = useState(1);
  const sides = LEG_SIDES[strategy] ?? [];
  const submit = () => {
    const chosen = sides.map((posSide, i) => {
      const [security = '', market = ''] = (legs[i] ?? '').split('|');
      return { security, market, posSide };
    });
    ops.run(() => declareCombination(strategy, chosen, qty), '组合申报成功');
  };
  return (
    <div className="op-ops-panel">
      <div className="op-ops-title">组合策略申报</div>
      <div className="op-ops-form">
        <Select
          value={strategy}
          style={{ width: 180 }}
          onChange={(v) => {
            setStrategy(v);
            setLegs([]);
          }}
          options={STRATEGIES.map((s) => ({ value: s.code, label: s.name }))}
          data-testid="comb-strategy"
        />
        <LegSelects
          strategy={strategy}
          sides={sides}
          legs={legs}
          setLegs={setLegs}
          holdings={holdings}
        />
        <InputNumber
          min={1}
          max={100_000}
          precision={0}
          value={qty}
          onChange={(v) => setQty(v ?? 1)}
          data-testid="comb-qty"
        />
        <Button
          type="primary"
          disabled={ops.busy || legs.filter(Boolean).length < sides.length}
          onClick={submit}
          data-testid="comb-submit"
        >
          提交申报
        </Button>
      </div>
      {ops.note && (
        <div className="dv-note" data-testid="comb-note">
          {ops.note}
        </div>
      )}
    </div>
  );
}
