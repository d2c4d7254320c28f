import {
  TIMINGS_MS,
  importFinishedText,
  pageHub,
  readImportProgress,
  type ImportProgress,
} from '@portal/shared-kit';
import { Alert, Button, Input, Progress, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useMutation, useMutationDone } from '../../../state/data-hooks';

/**
 * Excel template download and bulk import with a live progress bar; when done, the notice
 * 已成功导入N条，失败M条 with the error file. It closes after 5 s when every row succeeded.
 */
export function ImportPanel({ onImported }: { onImported: () => void }) {
  const [className, setClassName] = useState('');
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const template = useMutation('downloadUserTemplate');
  const upload = useMutation('importUserByExcel');
  const errors = useMutation('downloadImportErrors');
  useEffect(() => {
    const hub = pageHub();
    const handler = (payload: unknown) => setProgress(readImportProgress(payload));
    hub.on('ImportProgress', handler);
    return () => hub.off('ImportProgress', handler);
  }, []);
  useMutationDone(upload, (ok) => {
    if (ok && upload.data)
      setProgress({ complete: false, total: upload.data.total, progress: 0, successnum: 0 });
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
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button onClick={() => template.run({})} loading={template.status === 'loading'}>
          下载导入模板
        </Button>
        <Input
          placeholder="导入到班级（可选）"
          value={className}
          onChange={(e) => setClassName(e.target.value)}
          style={{ width: 180 }}
        />
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            setProgress(null);
            upload.run({ file, className: className.trim() || undefined });
            return false;
          }}
        >
          <Button type="primary" loading={upload.status === 'loading'}>
            批量导入
          </Button>
        </Upload>
      </Space>
      {progress && !done ? <Progress percent={progress.progress} status="active" /> : null}
      {done ? (
        <Alert
          type={failed > 0 ? 'warning' : 'success'}
          showIcon
          closable
          onClose={() => setProgress(null)}
          message={importFinishedText(done.successnum, failed)}
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
