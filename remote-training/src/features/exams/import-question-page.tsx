import { TIMINGS_MS, importFinishedText, pageHub, readImportProgress } from '@portal/shared-kit';
import type { ImportProgress } from '@portal/shared-kit';
import { Alert, Button, Card, Progress, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useMutation, useMutationDone } from './hooks';

/**
 * /questionsManage/importQuestion (admins and teachers): questions from the .xlsx template, with the
 * ImportProgress pushes and the notice 已成功导入N条，失败M条 (closes after 5 s when every row
 * succeeded, spec §8) — the class import's behaviour over the question import call.
 */
export function ImportQuestionPage() {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const template = useMutation('downloadQuestionTemplate');
  const upload = useMutation('importQuestions');
  const errors = useMutation('downloadQuestionImportErrors');
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
    if (!done || failed > 0) return;
    const t = setTimeout(() => setProgress(null), TIMINGS_MS.IMPORT_COMPLETE_TOAST);
    return () => clearTimeout(t);
  }, [done, failed]);
  return (
    <Card title="导入试题" className="trn-page-card" data-page="importQuestion">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">
          题型填写单选题、多选题或判断题；答案填写选项字母（多选如
          AC），判断题填写正确或错误；科目须为已有科目，可留空。
        </Typography.Paragraph>
        <Space>
          <Button onClick={() => template.run(undefined as never)}>下载导入模板</Button>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              setProgress(null);
              upload.run({ file }, ['searchQuestions']);
              return false;
            }}
          >
            <Button type="primary" loading={upload.status === 'loading'}>
              从Excel导入试题
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
    </Card>
  );
}
