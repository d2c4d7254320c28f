import { Button, Space } from 'antd';

/** The 提交 button of a K-line exercise and, once graded, its score. */
export function SubmitRow(props: { score?: number; disabled?: boolean; onSubmit: () => void }) {
  return (
    <Space>
      <Button type="primary" disabled={props.disabled} onClick={props.onSubmit}>
        提交
      </Button>
      {props.score !== undefined && <strong>{`得分：${props.score}分`}</strong>}
    </Space>
  );
}
