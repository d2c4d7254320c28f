import { App, Button, Form, Input, InputNumber, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useMutation, useMutationDone, useQuery } from '../../../state/data-hooks';

/** Labels: list, add, delete, and tagging the selected users with one. */
export function LabelPanel({ selectedUserIds }: { selectedUserIds: number[] }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; year: number }>();
  const [labelID, setLabelID] = useState<number>();
  const labels = useQuery('searchLabelList', { pageIndex: 1, pageSize: 200 });
  const add = useMutation('addLabel');
  const remove = useMutation('deleteLabel');
  const tag = useMutation('addUsersToLabel');
  useMutationDone(add, (ok) => ok && form.resetFields());
  useMutationDone(
    tag,
    (ok) => ok && void message.success(`已为${selectedUserIds.length}个用户添加标签`),
  );
  const list = labels.data?.list ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form
        form={form}
        layout="inline"
        initialValues={{ year: new Date().getFullYear() }}
        onFinish={(v) => add.run(v, ['searchLabelList'])}
      >
        <Form.Item name="name" rules={[{ required: true, message: '请输入标签名称' }]}>
          <Input placeholder="标签名称" maxLength={50} />
        </Form.Item>
        <Form.Item name="year">
          <InputNumber min={2000} max={2100} addonAfter="年" />
        </Form.Item>
        <Button htmlType="submit">添加标签</Button>
      </Form>
      <Space>
        <Select
          style={{ width: 200 }}
          placeholder="选择标签"
          value={labelID}
          onChange={setLabelID}
          options={list.map((l) => ({ value: l.id, label: `${l.name}（${l.year}）` }))}
        />
        <Button
          disabled={!labelID || !selectedUserIds.length}
          onClick={() =>
            labelID && tag.run({ labelID, lstUserID: selectedUserIds }, ['searchLabelList'])
          }
        >
          为选中用户添加标签
        </Button>
      </Space>
      <Table
        size="small"
        rowKey="id"
        loading={labels.loading}
        dataSource={list}
        pagination={false}
        columns={[
          { title: '标签', dataIndex: 'name' },
          { title: '年份', dataIndex: 'year' },
          { title: '人数', dataIndex: 'userCount' },
          {
            title: '操作',
            render: (_v, l) => (
              <Popconfirm
                title="确定删除该标签？"
                onConfirm={() => remove.run({ id: l.id }, ['searchLabelList'])}
              >
                <Button type="link" danger size="small">
                  删除
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Space>
  );
}
