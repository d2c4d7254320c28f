import { Button, Result } from 'antd';
import { LOAD_FAILED } from './load-failed-text';

/** What a remote area shows when its module cannot load or render: a retryable error. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={LOAD_FAILED.TITLE}
      subTitle={LOAD_FAILED.DETAIL}
      extra={
        <Button type="primary" onClick={onRetry}>
          {LOAD_FAILED.RETRY}
        </Button>
      }
    />
  );
}
