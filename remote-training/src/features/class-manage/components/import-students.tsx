import { TIMINGS_MS, importFinishedText, pageHub, readImportProgress } from '@portal/shared-kit';
import type { ImportProgress } from '@portal/shared-kit';
import { Alert, Button, Progress, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useMutation, useMutationDone } from '../hooks';

/**
 * Imports students into a class from the Excel template, with the live ImportProgress pushes and
 * the notice 已成功导入N条，失败M条 (closes after 5 s when every row succeeded, spec §8).
 */
export function ImportStudents({
  className,
  onImported,
}: {
  className: string;
  onImported: () => void;
}) {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const template = useMutation('downloadStudentTemplate');
  const upload = useMutation('importStudents');
  const errors = useMutation('downloadImportErrors');
  useEffect(() => {
    const hub = pageHub();
    const handler = (payload: unknown) => setProgress(readImportProgress(payload));
    hub.on('ImportProgress', handler);
    return () => hub.off('ImportProgress', handler);
  }, []);
  useMutationDone(upload, (ok) => {
    if (ok && upload.data)
      setProgress(
        (p) => p ?? { complete: false, total: upload.data?.total ?? 0, progress: 0, successnum: 0 },
      );
  });
  const done = progress?.complete ? progress : null;
  const failed = done ? done.total - done.successnum : 0;
  useEffect(() => {
    if (!done) return;
    onImported();
    if (failed > 0) return;
    const t = setTimeout(() => setProgress(null), TIMINGS_MS.IMPORT_COMPLETE_TOAST);
    return () => clearTimeout(t);
  }, [done, failed, onImported]);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>
        <Button onClick={() => template.run(undefined as never)}>下载导入模板</Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            setProgress(null);
            upload.run({ file, className });
            return false;
          }}
        >
          <Button loading={upload.status === 'loading'}>从Excel导入学生</Button>
        </Upload>
      </Space>
      {progress && !done ? <Progress percent={progress.progress} status="active" /> : null}
      {done ? (
        <Alert
          type={failed > 0 ? 'warning' : 'success'}
          showIcon
          closable
          onClose={() => setProgress(null)}
          title={importFinishedText(done.successnum, failed)}
          action={
            done.downloadurl ? (
              <Button size="small" onClick={() => errors.run({ url: done.downloadurl ?? '' })}>
                下载失败记录
              </Button>
            ) : null
          }
        />
      ) : null}
    </Space>
  );
}
