import { useImportProgress } from '@portal/shared-kit';
import { Button, Space, Upload } from 'antd';
import { ImportProgressNotice } from '../../../common/import/import-progress-notice';
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
  const state = useImportProgress(onImported);
  const template = useMutation('downloadStudentTemplate');
  const upload = useMutation('importStudents');
  const errors = useMutation('downloadImportErrors');
  useMutationDone(upload, (ok) => {
    if (ok && upload.data) state.accepted(upload.data.total);
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>
        <Button onClick={() => template.run(undefined as never)}>下载导入模板</Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            state.reset();
            upload.run({ file, className });
            return false;
          }}
        >
          <Button loading={upload.status === 'loading'}>从Excel导入学生</Button>
        </Upload>
      </Space>
      <ImportProgressNotice state={state} onDownloadErrors={(url) => errors.run({ url })} />
    </Space>
  );
}
