import { useImportProgress } from '@portal/shared-kit';
import { Button, Card, Space, Typography, Upload } from 'antd';
import { ImportProgressNotice } from '../../common/import/import-progress-notice';
import { useMutation, useMutationDone } from './hooks';

/**
 * /questionsManage/importQuestion (admins and teachers): questions from the .xlsx template, with the
 * ImportProgress pushes and the notice 已成功导入N条，失败M条 (closes after 5 s when every row
 * succeeded, spec §8) — the class import's behaviour over the question import call.
 */
export function ImportQuestionPage() {
  const state = useImportProgress();
  const template = useMutation('downloadQuestionTemplate');
  const upload = useMutation('importQuestions');
  const errors = useMutation('downloadQuestionImportErrors');
  useMutationDone(upload, (ok) => {
    if (ok && upload.data) state.accepted(upload.data.total);
  });
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
              state.reset();
              upload.run({ file }, ['searchQuestions']);
              return false;
            }}
          >
            <Button type="primary" loading={upload.status === 'loading'}>
              从Excel导入试题
            </Button>
          </Upload>
        </Space>
        <ImportProgressNotice state={state} onDownloadErrors={(url) => errors.run({ url })} />
      </Space>
    </Card>
  );
}
