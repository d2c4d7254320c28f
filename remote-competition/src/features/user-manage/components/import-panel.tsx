import { importFinishedText, useImportProgress } from '@portal/shared-kit';
import { Alert, Button, Input, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import { useMutation, useMutationDone } from '../../../state/data-hooks';

/**
 * Excel template download and bulk import with a live progress bar; when done, the notice
 * 已成功导入N条，失败M条 with the error file. It closes after 5 s when every row succeeded.
 */
export function ImportPanel({ onImported }: { onImported: () => void }) {
  const [className, setClassName] = useState('');
  const { progress, done, failed, accepted, reset } = useImportProgress(onImported);
  const template = useMutation('downloadUserTemplate');
  const upload = useMutation('importUserByExcel');
  const errors = useMutation('downloadImportErrors');
  useMutationDone(upload, (ok) => {
    if (ok && upload.data) accepted(upload.data.total);
  });
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
            reset();
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
          onClose={reset}
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
