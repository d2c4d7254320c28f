import { Alert, Button, Card, Space } from 'antd';
import { ExamFields, PickedTable, QuestionPicker, useAddExamPage } from './add-exam-parts';

/**
 * /examManage/addExam: compose by hand or at random, scores, time window, classes, publish;
 * with ?examID= it edits that exam (refused once a student has opened a paper).
 */
export function AddExamPage() {
  const { examID, editing, update, locked, form, picked, setPicked, bank, classes, save } =
    useAddExamPage();
  return (
    <Card
      title={examID > 0 ? '修改考试' : '新建考试'}
      className="trn-page-card"
      data-page="addExam"
      loading={editing.loading}
    >
      {locked && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`已有学生参加该考试，不能修改（答卷 ${editing.data?.papers ?? 0} 份）`}
        />
      )}
      <ExamFields form={form} classes={classes.data?.list ?? []} />
      <QuestionPicker bank={bank.data?.list ?? []} picked={picked} setPicked={setPicked} />
      <PickedTable picked={picked} setPicked={setPicked} />
      <Space style={{ marginTop: 16 }}>
        {examID > 0 ? (
          <Button
            type="primary"
            onClick={() => save(editing.data?.published ?? false)}
            disabled={picked.length === 0 || locked}
            loading={update.status === 'loading'}
          >
            保存修改
          </Button>
        ) : (
          <>
            <Button onClick={() => save(false)} disabled={picked.length === 0}>
              保存
            </Button>
            <Button type="primary" onClick={() => save(true)} disabled={picked.length === 0}>
              保存并发布
            </Button>
          </>
        )}
      </Space>
    </Card>
  );
}
