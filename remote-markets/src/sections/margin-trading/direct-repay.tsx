import { Button, InputNumber, message } from 'antd';
import { useState } from 'react';
import {
  directRepay,
  directReturn,
  type Collateral,
  type Contract,
  type DirectEffect,
  type Eligible,
} from './margin-api';

const r2 = (v: number) => Math.round(v * 100) / 100;

/**
 * What may be repaid: for 直接还款 the financing debt with its interest (yuan, to the fen); for
 * 直接还券 the short's closable shares, at most the collateral shares held.
 */
function owedOf(
  effect: DirectEffect,
  sec: Eligible | undefined,
  contracts: Contract[],
  collateral: Collateral[],
): number {
  const cash = effect === 'directRepay';
  const type = cash ? 'L' : 'S';
  const c = contracts.find((x) => x.security === sec?.security && x.contractType === type);
  const held = collateral.find((x) => x.security === sec?.security)?.sellableQty ?? 0;
  return cash ? r2((c?.debt ?? 0) + (c?.interest ?? 0)) : Math.min(c?.closableQty ?? 0, held);
}

/**
 * 直接还款 (cash into the selected security's financing debt, interest first) and 直接还券
 * (held collateral shares returned against its short): the amount or quantity, what is owed.
 */
export function DirectRepayFields({
  effect,
  sec,
  contracts,
  collateral,
  onDone,
}: {
  effect: DirectEffect;
  sec: Eligible | undefined;
  contracts: Contract[];
  collateral: Collateral[];
  onDone: () => void;
}) {
  const [value, setValue] = useState<number | null>(null);
  // One repayment at a time: a second click while the first is on its way sends nothing.
  const [busy, setBusy] = useState(false);
  const cash = effect === 'directRepay';
  const owed = owedOf(effect, sec, contracts, collateral);
  const label = cash ? '直接还款' : '直接还券';
  const submit = async () => {
    if (!sec || !value || busy) return;
    setBusy(true);
    const done = await (cash ? directRepay(sec, value) : directReturn(sec, value))
      .catch(() => undefined)
      .finally(() => setBusy(false));
    if (done) {
      void message.success(`${label}成功`);
      setValue(null);
      onDone();
    }
  };
  return (
    <>
      <div className="mt-row">
        <span className="mt-label">{cash ? '还款金额' : '还券数量'}</span>
        <InputNumber
          data-testid="direct-value"
          style={{ width: 200 }}
          min={cash ? 0.01 : 1}
          step={cash ? 100 : 100}
          precision={cash ? 2 : 0}
          value={value}
          onChange={(v) => setValue(v)}
        />
      </div>
      <div className="mt-row">
        <span className="mt-label">{cash ? '应还金额' : '可还数量'}</span>
        <b data-testid="direct-owed">{cash ? owed.toFixed(2) : owed}</b>
      </div>
      <Button
        type="primary"
        data-testid="direct-submit"
        onClick={() => void submit()}
        loading={busy}
        disabled={!sec || !value || owed <= 0}
      >
        {label}
      </Button>
    </>
  );
}
