import { App, Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useMutationDone, useQuery } from './hooks';

type PanelForm = { tpInfoID: number; title: string; content: string; sort: number };
/** 实训项目, 标题, 内容 and 顺序 of a panel. */
function PanelFields(props: {
  projects: { loading: boolean; list: { tpInfoID: number; trainTitle: string }[] };
}) {
  return (
    <>
      <Form.Item
        name="tpInfoID"
        label="实训项目"
        rules={[{ required: true, message: '请选择实训项目' }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          loading={props.projects.loading}
          options={props.projects.list.map((p) => ({
            value: p.tpInfoID,
            label: p.trainTitle,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label="标题"
        rules={[
          { required: true, whitespace: true, message: '请输入标题' },
          { max: 100, message: '标题不能超过100个字符' },
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="content"
        label="内容"
        rules={[
          { required: true, whitespace: true, message: '请输入内容' },
          { max: 20000, message: '内容不能超过20000个字符' },
        ]}
      >
        <Input.TextArea rows={10} maxLength={20000} />
      </Form.Item>
      <Form.Item name="sort" label="顺序">
        <InputNumber min={0} max={999} precision={0} />
      </Form.Item>
    </>
  );
}

/** /addCasePanel (admins): add a case panel to a project, or edit one (?casePanelID=). */
export function AddCasePanelPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<PanelForm>();
  const tpInfoID = Number(params.get('tpInfoID')) || undefined;
  const casePanelID = Number(params.get('casePanelID')) || undefined;
  const projects = useQuery('caseProjects', undefined as never);
  const existing = useQuery(
    'casePanelsOf',
    { tpInfoID: tpInfoID ?? 0 },
    { skip: !casePanelID || !tpInfoID },
  );
  const submit = useMutation('submitCasePanel');
  useEffect(() => {
    const panel = existing.data?.find((p) => p.casePanelID === casePanelID);
    if (panel) form.setFieldsValue(panel);
    else if (tpInfoID) form.setFieldsValue({ tpInfoID, sort: 0 });
  }, [existing.data, casePanelID, tpInfoID, form]);
  useMutationDone(submit, (ok) => {
    if (!ok) return;
    void message.success('案例面板已保存');
    void navigate('/TrainCaseManage');
  });
  return (
    <Card
      title={casePanelID ? '编辑案例面板' : '新增案例面板'}
      className="trn-page-card"
      data-page="addCasePanel"
    >
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={{ sort: 0 }}
        onFinish={(v) =>
          submit.run({ ...v, title: v.title.trim(), casePanelID }, [
            'getConfiguredCasePanels',
            'casePanelsOf',
          ])
        }
      >
        <PanelFields projects={{ loading: projects.loading, list: projects.data?.list ?? [] }} />
        <Space>
          <Button type="primary" htmlType="submit" loading={submit.status === 'loading'}>
            保存
          </Button>
          <Button onClick={() => void navigate('/TrainCaseManage')}>返回</Button>
        </Space>
      </Form>
    </Card>
  );
}
