import { App, Button, Card, Input, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ManagedUser } from './api/people-api';
import { AddStudentModal } from './components/add-student-modal';
import { useMutation, useMutationDone, useQuery } from './hooks';

/** The student table's columns, with 重置密码 and 删除. */
function studentColumns(
  onReset: (u: ManagedUser) => void,
  onDelete: (u: ManagedUser) => void,
): TableColumnsType<ManagedUser> {
  return [
    { title: '用户名', dataIndex: 'userName' },
    { title: '姓名', dataIndex: 'realName' },
    { title: '手机号', dataIndex: 'phone', render: (v: string) => v || '—' },
    { title: '班级', dataIndex: 'className', render: (v: string) => v || '未分班' },
    { title: '专业', dataIndex: 'marjorName', render: (v: string) => v || '—' },
    {
      title: '操作',
      width: 180,
      render: (_: unknown, u) => (
        <Space>
          <Popconfirm
            title="确定重置该用户的密码？"
            okText="重置"
            cancelText="取消"
            onConfirm={() => onReset(u)}
          >
            <Button size="small">重置密码</Button>
          </Popconfirm>
          <Popconfirm
            title="确定删除该用户？"
            okText="删除"
            cancelText="取消"
            onConfirm={() => onDelete(u)}
          >
            <Button size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}

/** /TrainUserManagement (teachers): my students; add, reset a password, delete. */
export function TrainUserManagementPage() {
  const { modal } = App.useApp();
  const [searchKey, setKey] = useState('');
  const [pageIndex, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const users = useQuery('searchUsers', { searchKey, pageIndex, pageSize: 10 });
  const reset = useMutation('resetPassword');
  const remove = useMutation('deleteUsers');
  useMutationDone(reset, (ok) => {
    if (ok && reset.data)
      void modal.success({ title: '密码已重置', content: `新密码：${reset.data.password}` });
  });
  return (
    <Card
      title="用户管理"
      className="trn-page-card"
      data-page="TrainUserManagement"
      extra={
        <Space>
          <Input.Search
            allowClear
            placeholder="用户名、姓名或手机号"
            style={{ width: 220 }}
            onSearch={(v) => {
              setKey(v.trim());
              setPage(1);
            }}
          />
          <Button type="primary" onClick={() => setAdding(true)}>
            添加学生
          </Button>
        </Space>
      }
    >
      <Table<ManagedUser>
        rowKey="userID"
        size="small"
        loading={users.loading}
        dataSource={users.data?.list ?? []}
        pagination={{
          current: pageIndex,
          pageSize: 10,
          total: users.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={studentColumns(
          (u) => reset.run({ userID: u.userID }),
          (u) => remove.run({ listUserId: [u.userID] }, ['searchUsers']),
        )}
      />
      <AddStudentModal open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
