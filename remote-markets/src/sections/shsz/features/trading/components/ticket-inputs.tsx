import { Button, InputNumber, Space } from 'antd';
import type { PriceRule } from '../../../../../common';

/** Quantity box whose arrows step on the board's lot grid (the caller computes the steps). */
export function QuantityInput({
  value,
  unit,
  onChange,
  onStep,
}: {
  value: number | null;
  unit: string;
  onChange: (value: number | null) => void;
  onStep: (direction: 1 | -1) => void;
}) {
  return (
    <Space.Compact>
      <Button aria-label="减少数量" onClick={() => onStep(-1)}>
        -
      </Button>
      <InputNumber
        aria-label="委托数量"
        value={value}
        min={0}
        precision={0}
        controls={false}
        onChange={(v) => onChange(v)}
        style={{ width: 120 }}
        suffix={unit}
      />
      <Button aria-label="增加数量" onClick={() => onStep(1)}>
        +
      </Button>
    </Space.Compact>
  );
}

/** Price box with the security's decimals; its arrows move one tick. */
export function PriceInput({
  value,
  rule,
  onChange,
  onStep,
}: {
  value: number | null;
  rule: PriceRule;
  onChange: (value: number | null) => void;
  onStep: (direction: 1 | -1) => void;
}) {
  return (
    <Space.Compact>
      <Button aria-label="降低价格" onClick={() => onStep(-1)}>
        -
      </Button>
      <InputNumber
        aria-label="委托价格"
        value={value}
        min={0}
        step={rule.tick}
        precision={rule.decimals}
        controls={false}
        onChange={(v) => onChange(v)}
        style={{ width: 120 }}
      />
      <Button aria-label="提高价格" onClick={() => onStep(1)}>
        +
      </Button>
    </Space.Compact>
  );
}
