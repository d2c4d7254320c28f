import {
  Button,
  Card,
  Form,
  Input,
  Modal,
  Select,
  Table,
  type FormInstance,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { shownTime } from '../../common/format';
import type { ReportTemplate } from './api/report-api';
import { useMutation, useMutationDone, useQuery } from './hooks';

type TForm = { title: string; requirement?: string; classIDs?: number[]; link?: string };

/** The linked project (p:id) or contest (m:id) of the form as call fields. */
const linkFields = (link: string | undefined) => {
  const [kind, id] = (link ?? '').split(':');
  if (kind === 'p') return { tpInfoID: Number(id) };
  if (kind === 'm') return { matchID: Number(id) };
  return {};
};

/** The template table's columns; 查看报告 opens its reports. */
function templateColumns(onView: (t: ReportTemplate) => void): TableColumnsType<ReportTemplate> {
  return [
    { title: '报告名称', dataIndex: 'title' },
    { title: '班级', dataIndex: 'classNames', render: (v: string) => v || '—' },
    { title: '关联实训/比赛', dataIndex: 'linkTitle', render: (v: string) => v || '—' },
    { title: '已提交', dataIndex: 'submitted', width: 80 },
    { title: '已批阅', dataIndex: 'marked', width: 80 },
    { title: '创建时间', dataIndex: 'createTime', width: 170, render: shownTime },
    {
      title: '操作',
      width: 110,
      render: (_: unknown, t) => (
        <Button size="small" onClick={() => onView(t)}>
          查看报告
        </Button>
      ),
    },
  ];
}

/** The 新建报告模板 dialog: name, requirement, classes and the linked project or contest. */
function TemplateFormModal(props: {
  open: boolean;
  form: FormInstance<TForm>;
  classes: { classID: number; className: string }[];
  projects: { tpInfoID: number; trainTitle: string }[];
  contests: { matchID: number; matchName: string }[];
  onCancel: () => void;
  onOk: () => void;
}) {
  return (
    <Modal
      open={props.open}
      title="新建报告模板"
      okText="保存"
      cancelText="取消"
      onCancel={props.onCancel}
      onOk={props.onOk}
      destroyOnHidden
    >
      <Form form={props.form} layout="vertical">
        <Form.Item
          name="title"
          label="报告名称"
          rules={[{ required: true, whitespace: true, message: '请输入报告名称' }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="requirement" label="报告要求">
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item name="classIDs" label="班级">
          <Select
            mode="multiple"
            options={props.classes.map((c) => ({
              value: c.classID,
              label: c.className,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="link"
          label="关联实训项目或比赛"
          extra="学生的报告将自动附上其在该实训项目（实训期间）或比赛中的委托与成交"
        >
          <Select
            allowClear
            placeholder="不关联"
            options={[
              {
                label: '实训项目',
                options: props.projects.map((p) => ({
                  value: `p:${p.tpInfoID}`,
                  label: p.trainTitle,
                })),
              },
              {
                label: '比赛',
                options: props.contests.map((m) => ({
                  value: `m:${m.matchID}`,
                  label: m.matchName,
                })),
              },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** TrainReportManage (admins and teachers): report templates for classes and their reports. */
export function ReportManagePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<TForm>();
  const [open, setOpen] = useState(false);
  const list = useQuery('searchReportTemplates', undefined);
  const classes = useQuery('reportClasses', undefined, { skip: !open });
  const projects = useQuery('reportProjects', undefined, { skip: !open });
  const contests = useQuery('searchLinkableContests', undefined, { skip: !open });
  const add = useMutation('addReportTemplate');
  useMutationDone(add, (ok) => ok && setOpen(false));
  return (
    <Card
      title="实验报告管理"
      className="trn-page-card"
      data-page="TrainReportManage"
      extra={
        <Button type="primary" onClick={() => setOpen(true)}>
          新建报告模板
        </Button>
      }
    >
      <Table<ReportTemplate>
        rowKey="templateID"
        size="small"
        loading={list.loading}
        dataSource={list.data ?? []}
        locale={{ emptyText: '暂无报告模板' }}
        pagination={false}
        columns={templateColumns((t) => navigate(`/releasedReport?templateID=${t.templateID}`))}
      />
      <TemplateFormModal
        open={open}
        form={form}
        classes={classes.data?.list ?? []}
        projects={projects.data?.list ?? []}
        contests={contests.data ?? []}
        onCancel={() => setOpen(false)}
        onOk={() =>
          void form
            .validateFields()
            .then((v) =>
              add.run(
                {
                  title: v.title.trim(),
                  requirement: (v.requirement ?? '').trim(),
                  classIDs: v.classIDs ?? [],
                  ...linkFields(v.link),
                },
                ['searchReportTemplates'],
              ),
            )
            .catch(() => undefined)
        }
      />
    </Card>
  );
}
