import { Button, Card, InputNumber, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import type { KlineSetTool } from '../api/sets-api';
import { AssignedSets } from './assigned-sets';

/**
 * The title card of a seeded K-line exercise: the set's number (the same number gives a class the
 * same questions), a number to open and a fresh set; with `tool`, the 题组 a teacher gave the class.
 */
export function SeedBar(props: {
  title: string;
  seed: number | undefined;
  onSeed: (seed: number | undefined) => void;
  tool?: KlineSetTool;
  children?: ReactNode;
}) {
  const [typed, setTyped] = useState<number | null>(null);
  return (
    <Card size="small" title={props.title}>
      <Space wrap>
        <span>题组编号：{props.seed ?? ''}</span>
        <InputNumber
          min={1}
          max={1_000_000}
          value={typed}
          onChange={(v) => setTyped(v)}
          aria-label="题组编号"
        />
        <Button onClick={() => typed && props.onSeed(typed)}>按编号出题</Button>
        <Button onClick={() => props.onSeed(undefined)}>换一组</Button>
        {props.children}
      </Space>
      {props.tool && <AssignedSets tool={props.tool} seed={props.seed} onSeed={props.onSeed} />}
    </Card>
  );
}
