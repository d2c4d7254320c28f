import {
  formatBeijingTime,
  LazyRichTextEditor,
  ReportHtml,
  TradeRecordView,
} from '@portal/shared-kit';
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
import { useState } from 'react';
import { useMutation, useMutationDone, useQuery } from '../../state/data-hooks';
import type { ContestReport } from './api/contest-report-api';

const shownTime = (iso: string | null) => (iso ? formatBeijingTime(iso, 'datetime') : '—');
const isEmpty = (html: string) => !html.replace(/<[^>]*>|&nbsp;/g, '').trim();

/** My report table; 撰写 (or 查看 once submitted) opens the report. */
function contestReportColumns(onOpen: (r: ContestReport) => void): TableColumnsType<ContestReport> {
  return [
    { title: '报告名称', dataIndex: 'title' },
    { title: '比赛', dataIndex: 'linkTitle', render: (v: string) => v || '—' },
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

/**
 * /ExperimentalReport/index: the experiment reports a teacher linked to the contests I take part
 * in; writing (rich text), drafts, submitting, the marks, with my trading record of the contest.
 */
export function ExpReportPage() {
  const { message } = App.useApp();
  const list = useQuery('searchMyContestReports', undefined);
  const save = useMutation('saveContestReport');
  const [editing, setEditing] = useState<ContestReport | null>(null);
  const [content, setContent] = useState('');
  const detail = useQuery(
    'getContestReport',
    { templateID: editing?.templateID ?? 0 },
    { skip: !editing },
  );
  useMutationDone(save, (ok) => {
    if (!ok) {
      void message.error(save.error ?? '保存失败');
      return;
    }
    void message.success(save.data?.status === 2 ? '报告已提交' : '草稿已保存');
    setEditing(null);
  });
  const run = (submit: boolean) =>
    editing &&
    save.run({ templateID: editing.templateID, content, submit }, [
      'searchMyContestReports',
      'getContestReport',
    ]);
  const writable = editing !== null && editing.status <= 1;
  return (
    <Card title="实验报告" className="cmp-page-card" data-page="ExperimentalReport">
      {list.error ? (
        <Alert type="error" showIcon title={list.error} style={{ marginBottom: 12 }} />
      ) : null}
      <Table<ContestReport>
        rowKey="templateID"
        size="small"
        loading={list.loading}
        dataSource={list.data ?? []}
        locale={{ emptyText: '暂无实验报告' }}
        pagination={false}
        columns={contestReportColumns((r) => {
          setContent(r.content);
          setEditing(r);
        })}
      />
      <Modal
        open={editing !== null}
        title={editing?.title}
        width={900}
        onCancel={() => setEditing(null)}
        footer={
          writable ? (
            <Space>
              <Button onClick={() => run(false)}>保存草稿</Button>
              <Button type="primary" disabled={isEmpty(content)} onClick={() => run(true)}>
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
        {writable ? (
          <LazyRichTextEditor value={content} onChange={setContent} label="报告内容" />
        ) : (
          <ReportHtml html={content} />
        )}
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          交易记录{editing?.linkTitle ? `（${editing.linkTitle}）` : ''}
        </Typography.Title>
        {detail.error ? <Alert type="error" showIcon title={detail.error} /> : null}
        {detail.loading || detail.error ? null : (
          <TradeRecordView record={detail.data?.tradeRecord} />
        )}
      </Modal>
    </Card>
  );
}
