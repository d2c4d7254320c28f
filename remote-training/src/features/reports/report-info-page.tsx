import { App, Button, Card, Descriptions, Form, Input, InputNumber, Typography } from 'antd';
import { ReportHtml, TradeRecordView, useSession } from '@portal/shared-kit';
import { isTrainingStudent } from '../../registry/role-rules';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useMutationDone, useQuery } from './hooks';

type MarkForm = { score: number; comment?: string };

/** TrainReportInfo?reportID=: a report; teachers mark it with a score and comments. */
export function ReportInfoPage() {
  const { message } = App.useApp();
  const reportID = Number(useSearchParams()[0].get('reportID'));
  const report = useQuery('getReport', { reportID }, { skip: !(reportID > 0) });
  const mark = useMutation('markReport');
  useMutationDone(mark, (ok) => ok && void message.success('批阅完成'));
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
            <Form<MarkForm>
              layout="inline"
              style={{ marginTop: 16 }}
              initialValues={{ score: r.score ?? undefined, comment: r.comment }}
              onFinish={(v) =>
                mark.run({ reportID, score: v.score, comment: (v.comment ?? '').trim() }, [
                  'getReport',
                  'searchReports',
                ])
              }
            >
              <Form.Item
                name="score"
                label="分数"
                rules={[{ required: true, message: '请输入分数' }]}
              >
                <InputNumber min={0} max={100} precision={0} />
              </Form.Item>
              <Form.Item name="comment" label="评语">
                <Input maxLength={2000} style={{ width: 360 }} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={mark.status === 'loading'}>
                提交批阅
              </Button>
            </Form>
          ) : (
            <Typography.Paragraph>评语：{r.comment || '—'}</Typography.Paragraph>
          )}
        </>
      )}
    </Card>
  );
}
