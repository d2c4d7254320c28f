import {
  Alert,
  App,
  Button,
  Card,
  Modal,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useNavigate } from 'react-router-dom';
import { useState, type ComponentProps } from 'react';
import { shownTime } from '../../common/format';
import type { Report } from './api/report-api';
import { LazyRichTextEditor, ReportHtml, TradeRecordView } from '@portal/shared-kit';
import { useMutation, useMutationDone, useQuery } from './hooks';

/** The student's report table; 撰写 (or 查看 once submitted) opens the editor. */
function myReportColumns(onOpen: (r: Report) => void): TableColumnsType<Report> {
  return [
    { title: '报告名称', dataIndex: 'title' },
    { title: '关联实训/比赛', dataIndex: 'linkTitle', render: (v: string) => v || '—' },
    {
      title: '状态',
      dataIndex: 'statusName',
      render: (v: string, r) => <Tag color={r.status === 4 ? 'green' : undefined}>{v}</Tag>,
    },
    { title: '提交时间', dataIndex: 'submitTime', render: shownTime },
    { title: '分数', dataIndex: 'score', render: (v: number | null) => v ?? '—' },
    { title: '评语', dataIndex: 'comment', render: (v: string) => v || '—' },
    {
      title: '操作',
      render: (_: unknown, r) => (
        <Button size="small" onClick={() => onOpen(r)}>
          {r.status <= 1 ? '撰写' : '查看'}
        </Button>
      ),
    },
  ];
}

/** The report dialog: the requirement, the editor (or the submitted text) and the trade record. */
function ReportModal(props: {
  editing: Report | null;
  content: string;
  setContent: (html: string) => void;
  empty: boolean;
  record: { loading: boolean; data: ComponentProps<typeof TradeRecordView>['record'] };
  onCancel: () => void;
  onRun: (submit: boolean) => void;
}) {
  const { editing, content, setContent, empty, record } = props;
  return (
    <Modal
      open={editing !== null}
      title={editing?.title}
      width={900}
      onCancel={props.onCancel}
      footer={
        editing && editing.status <= 1 ? (
          <Space>
            <Button onClick={() => props.onRun(false)}>保存草稿</Button>
            <Button type="primary" disabled={empty} onClick={() => props.onRun(true)}>
              提交报告
            </Button>
          </Space>
        ) : null
      }
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        要求：{editing?.requirement || '—'}
      </Typography.Paragraph>
      {editing && editing.status <= 1 ? (
        <LazyRichTextEditor value={content} onChange={setContent} label="报告内容" />
      ) : (
        <ReportHtml html={content} />
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        交易记录{editing?.linkTitle ? `（${editing.linkTitle}）` : ''}
      </Typography.Title>
      {record.loading ? null : <TradeRecordView record={record.data} />}
    </Modal>
  );
}

/** What the student does next on TrainReport (issue 33: the page only said 暂无实验报告). */
export function nextStep(reports: readonly Report[] | undefined): string | null {
  if (!reports) return null;
  if (reports.length === 0)
    return '还没有要写的实验报告：老师给你的班级分配实训项目后，这里会出现该项目的实验报告。请先到「实训任务」选择项目并完成实训。';
  const open = reports.filter((r) => r.status <= 1).length;
  if (open > 0) return `你有 ${open} 份实验报告待撰写：点击「撰写」，完成后提交给老师批阅。`;
  return null;
}

/** TrainReport (students): the class's report templates, writing, saving, submitting, the marks. */
export function TrainReportPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const list = useQuery('searchMyReports', undefined);
  const hint = list.loading ? null : nextStep(list.data);
  const save = useMutation('saveReport');
  const [editing, setEditing] = useState<Report | null>(null);
  const [content, setContent] = useState('');
  const record = useQuery(
    'getMyReportTrades',
    { templateID: editing?.templateID ?? 0 },
    { skip: !editing },
  );
  const empty = !content.replace(/<[^>]*>|&nbsp;/g, '').trim();
  useMutationDone(save, (ok) => {
    if (!ok) {
      void message.error(save.error ?? '保存失败');
      return;
    }
    void message.success(save.data?.status === 2 ? '报告已提交' : '草稿已保存');
    setEditing(null);
  });
  const run = (submit: boolean) =>
    editing && save.run({ templateID: editing.templateID, content, submit }, ['searchMyReports']);
  return (
    <Card title="实验报告" className="trn-page-card" data-page="TrainReport">
      {hint && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="report-next-step"
          title={hint}
          action={
            list.data?.length === 0 ? (
              <Button size="small" onClick={() => void navigate('/TrainList')}>
                去实训任务
              </Button>
            ) : undefined
          }
        />
      )}
      <Table<Report>
        rowKey="templateID"
        size="small"
        loading={list.loading}
        dataSource={list.data ?? []}
        locale={{ emptyText: '暂无实验报告' }}
        pagination={false}
        columns={myReportColumns((r) => {
          setContent(r.content);
          setEditing(r);
        })}
      />
      <ReportModal
        editing={editing}
        content={content}
        setContent={setContent}
        empty={empty}
        record={record}
        onCancel={() => setEditing(null)}
        onRun={run}
      />
    </Card>
  );
}
