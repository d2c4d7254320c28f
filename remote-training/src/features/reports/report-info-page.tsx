import {
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Space,
  Typography,
  type FormInstance,
} from 'antd';
import { useState } from 'react';
import { ReportHtml, TradeRecordView, useSession } from '@portal/shared-kit';
import { isTrainingStudent } from '../../registry/role-rules';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useMutationDone, useQuery } from './hooks';

type MarkForm = { score: number; comment?: string };

/** The teacher's marking: score, comment, 暂存 (a draft) or 提交批阅. */
function MarkingForm(props: {
  form: FormInstance<MarkForm>;
  score: number | null;
  comment: string;
  busy: boolean;
  onSubmit: (asDraft: boolean) => void;
}) {
  const { form } = props;
  return (
    <Form<MarkForm>
      form={form}
      layout="inline"
      style={{ marginTop: 16 }}
      initialValues={{ score: props.score ?? undefined, comment: props.comment }}
      onFinish={() => props.onSubmit(false)}
    >
      <Form.Item name="score" label="分数" rules={[{ required: true, message: '请输入分数' }]}>
        <InputNumber min={0} max={100} precision={0} />
      </Form.Item>
      <Form.Item name="comment" label="评语">
        <Input maxLength={2000} style={{ width: 360 }} />
      </Form.Item>
      <Space>
        <Button onClick={() => props.onSubmit(true)} disabled={props.busy}>
          暂存
        </Button>
        <Button type="primary" htmlType="submit" loading={props.busy}>
          提交批阅
        </Button>
      </Space>
    </Form>
  );
}

/** TrainReportInfo?reportID=: a report; teachers mark it with a score and comments. */
export function ReportInfoPage() {
  const { message } = App.useApp();
  const reportID = Number(useSearchParams()[0].get('reportID'));
  const report = useQuery('getReport', { reportID }, { skip: !(reportID > 0) });
  const mark = useMutation('markReport');
  const [form] = Form.useForm<MarkForm>();
  const [draft, setDraft] = useState(false);
  useMutationDone(
    mark,
    (ok) => ok && void message.success(draft ? '已暂存，报告为批阅中' : '批阅完成'),
  );
  const submit = (asDraft: boolean) =>
    void form
      .validateFields()
      .then((v) => {
        setDraft(asDraft);
        mark.run(
          {
            reportID,
            score: v.score,
            comment: (v.comment ?? '').trim(),
            ...(asDraft ? { draft: true } : {}),
          },
          ['getReport', 'searchReports'],
        );
      })
      .catch(() => undefined); // the form shows what is missing
  const r = report.data;
  const teacher = !isTrainingStudent(useSession().role);
  return (
    <Card
      title={r?.title ?? '实验报告'}
      className="trn-page-card"
      data-page="TrainReportInfo"
      loading={report.loading}
    >
      {r && (
        <>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label="学生">{`${r.realName}（${r.userName}）`}</Descriptions.Item>
            <Descriptions.Item label="状态">{r.statusName}</Descriptions.Item>
            <Descriptions.Item label="分数">{r.score ?? '—'}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary">要求：{r.requirement || '—'}</Typography.Paragraph>
          <ReportHtml html={r.content} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            交易记录{r.linkTitle ? `（${r.linkTitle}）` : ''}
          </Typography.Title>
          <TradeRecordView record={r.tradeRecord} />
          {teacher ? (
            <MarkingForm
              form={form}
              score={r.score}
              comment={r.comment}
              busy={mark.status === 'loading'}
              onSubmit={submit}
            />
          ) : (
            <Typography.Paragraph>评语：{r.comment || '—'}</Typography.Paragraph>
          )}
        </>
      )}
    </Card>
  );
}
