import { importFinishedText, type ImportProgressState } from '@portal/shared-kit';
import { Alert, Button, Progress } from 'antd';

/** The running bar, then the notice 已成功导入N条，失败M条 with the error-record download. */
export function ImportProgressNotice({
  state,
  onDownloadErrors,
}: {
  state: ImportProgressState;
  onDownloadErrors: (url: string) => void;
}) {
  const { progress, done, failed, reset } = state;
  if (progress && !done) return <Progress percent={progress.progress} status="active" />;
  if (!done) return null;
  return (
    <Alert
      type={failed > 0 ? 'warning' : 'success'}
      showIcon
      closable
      onClose={reset}
      title={importFinishedText(done.successnum, failed)}
      action={
        done.downloadurl ? (
          <Button size="small" onClick={() => onDownloadErrors(done.downloadurl ?? '')}>
            下载失败记录
          </Button>
        ) : null
      }
    />
  );
}
