import { Button, InputNumber, Select, Space } from 'antd';
import type { Condition, IndexRange, IndicatorGroup } from '../api/stockpick-types';

/** A condition row being edited (fields may still be empty). */
export type ConditionDraft = Partial<Condition>;

export interface ConditionBuilderProps {
  value: ConditionDraft[];
  onChange: (next: ConditionDraft[]) => void;
  groups: IndicatorGroup[];
  ranges: IndexRange[];
}

const fmt = (v: number | null | undefined) =>
  v === null || v === undefined ? '' : String(Number(v.toFixed(2)));

/**
 * The screener's condition rows: an indicator (grouped as GetIndexList groups them), a range whose
 * placeholders show today's min and max (GetIndexRange), and an optional top N.
 */
export function ConditionBuilder({ value, onChange, groups, ranges }: ConditionBuilderProps) {
  const set = (i: number, patch: ConditionDraft) =>
    onChange(value.map((c, k) => (k === i ? { ...c, ...patch } : c)));
  const options = groups.map((g) => ({
    label: g.groupName,
    title: g.groupName,
    options: g.list.map((d) => ({
      value: d.indexId,
      label: d.unit ? `${d.indexName}(${d.unit})` : d.indexName,
    })),
  }));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((c, i) => {
        const range = ranges.find((r) => r.indexId === c.indexId);
        const n = i + 1;
        return (
          <Space key={i} wrap className="cmp-condition-row">
            <Select
              aria-label={`条件${n}指标`}
              placeholder="选择指标"
              style={{ width: 220 }}
              options={options}
              value={c.indexId}
              showSearch
              optionFilterProp="label"
              onChange={(indexId: string) => set(i, { indexId })}
            />
            <InputNumber
              aria-label={`条件${n}最小值`}
              placeholder={range ? `最小 ${fmt(range.min)}` : '最小值'}
              style={{ width: 130 }}
              value={c.min ?? null}
              onChange={(v) => set(i, { min: v ?? null })}
            />
            <span>～</span>
            <InputNumber
              aria-label={`条件${n}最大值`}
              placeholder={range ? `最大 ${fmt(range.max)}` : '最大值'}
              style={{ width: 130 }}
              value={c.max ?? null}
              onChange={(v) => set(i, { max: v ?? null })}
            />
            <Select
              aria-label={`条件${n}排名方向`}
              style={{ width: 90 }}
              value={c.order ?? 'desc'}
              options={[
                { value: 'desc', label: '前' },
                { value: 'asc', label: '后' },
              ]}
              onChange={(order: 'asc' | 'desc') => set(i, { order })}
            />
            <InputNumber
              aria-label={`条件${n}名次`}
              placeholder="N名（不限）"
              min={1}
              max={1000}
              precision={0}
              style={{ width: 120 }}
              value={c.top ?? null}
              onChange={(v) => set(i, { top: v ?? null })}
            />
            <Button onClick={() => onChange(value.filter((_, k) => k !== i))}>删除</Button>
          </Space>
        );
      })}
      <Button type="dashed" onClick={() => onChange([...value, {}])}>
        添加条件
      </Button>
    </Space>
  );
}
