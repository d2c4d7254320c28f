import { Button, InputNumber, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import type { Question } from '../api/exam-api';
import { useMutation, useQuery } from '../hooks';

const TYPES = [
  ['single', '单选题'],
  ['multiple', '多选题'],
  ['trueFalse', '判断题'],
] as const;

/** 随机组卷: counts per type from one subject (or all); the server draws without repeats. */
export function RandomCompose({ onPicked }: { onPicked: (questions: Question[]) => void }) {
  const [rule, setRule] = useState({ subjectID: 0, single: 5, multiple: 2, trueFalse: 3 });
  const subjects = useQuery('examSubjects', undefined);
  const random = useMutation('composeRandom');
  const pickedRef = useState({ cb: onPicked })[0];
  pickedRef.cb = onPicked;
  useEffect(() => {
    if (random.data) pickedRef.cb(random.data);
  }, [random.data, pickedRef]);
  return (
    <Space wrap>
      <Select
        style={{ width: 180 }}
        value={rule.subjectID}
        onChange={(subjectID: number) => setRule({ ...rule, subjectID })}
        options={[
          { value: 0, label: '全部科目' },
          ...(subjects.data?.list ?? []).map((s) => ({ value: s.subjectID, label: s.subjectName })),
        ]}
      />
      {TYPES.map(([k, label]) => (
        <span key={k}>
          {label}
          <InputNumber
            min={0}
            max={100}
            value={rule[k]}
            aria-label={`${label}数量`}
            onChange={(n) => setRule({ ...rule, [k]: n ?? 0 })}
          />
        </span>
      ))}
      <Button onClick={() => random.run({ ...rule, subjectID: rule.subjectID || undefined })}>
        随机抽题
      </Button>
    </Space>
  );
}
