import { TIMINGS_MS, importFinishedText, pageHub, readImportProgress } from '@portal/shared-kit';
import type { ImportProgress } from '@portal/shared-kit';
import { Alert, Button, Progress } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The state of one Excel import: the hub's ImportProgress pushes and the finished notice. */
export interface ImportProgressState {
  progress: ImportProgress | null;
  /** The finished import (complete push), else null. */
  done: ImportProgress | null;
  failed: number;
  /** The upload was accepted for `total` rows (shows the bar until the first push). */
  accepted: (total: number) => void;
  reset: () => void;
}

/**
 * Follows an Excel import (spec §8): the ImportProgress pushes of the page hub; when it completes
 * `onComplete` runs once and the notice closes itself after 5 s if every row succeeded.
 */
export function useImportProgress(onComplete?: () => void): ImportProgressState {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;
  useEffect(() => {
    const hub = pageHub();
    const handler = (payload: unknown) => setProgress(readImportProgress(payload));
    hub.on('ImportProgress', handler);
    return () => hub.off('ImportProgress', handler);
  }, []);
  const done = progress?.complete ? progress : null;
  const failed = done ? done.total - done.successnum : 0;
  useEffect(() => {
    if (!done) return;
    completeRef.current?.();
    if (failed > 0) return;
    const t = setTimeout(() => setProgress(null), TIMINGS_MS.IMPORT_COMPLETE_TOAST);
    return () => clearTimeout(t);
  }, [done, failed]);
  const accepted = useCallback(
    (total: number) =>
      setProgress((p) => p ?? { complete: false, total, progress: 0, successnum: 0 }),
    [],
  );
  const reset = useCallback(() => setProgress(null), []);
  return { progress, done, failed, accepted, reset };
}

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
