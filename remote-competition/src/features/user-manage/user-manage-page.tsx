import { useSession } from '@portal/shared-kit';
import { App, Button, Card, Input, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useMutation, useMutationDone, useQuery } from '../../state/data-hooks';
import type { ManagedUser } from './api/search-user';
import { ImportPanel } from './components/import-panel';
import { LabelPanel } from './components/label-panel';
import { useDeleteProgress } from './components/use-delete-progress';
import { UserFormModal } from './components/user-form-modal';

const PAGE_SIZE = 15;
const ROLE_NAMES: Record<string, string> = { student: '学生', teacher: '教师', admin: '管理员' };

/**
 * User management (personal center and management center): search, add, edit, delete, reset
 * password, unlock, labels, Excel template and bulk import with live progress.
 */
export function UserManagePage() {
  const { modal } = App.useApp();
  const s = useSession();
  const [searchKey, setSearchKey] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<ManagedUser | null | 'new'>(null);
  const users = useQuery('searchUser', { searchKey, pageIndex: page, pageSize: PAGE_SIZE });
  const remove = useMutation('deleteUserInfo');
  const reset = useMutation('resetPassword');
  const unlock = useMutation('resetLoginWrong');
  useMutationDone(
    reset,
    (ok) =>
      ok &&
      modal.success({ title: '密码已重置', content: `新密码：${reset.data?.password ?? ''}` }),
  );
  useMutationDone(remove, (ok) => ok && setSelected([]));
  const reload = users.reload;
  const onImported = useCallback(() => reload(), [reload]);
  useDeleteProgress(onImported);
  return (
    <Card title="用户管理" data-page="UserManage">
      <Tabs
        items={[
          {
            key: 'users',
            label: '用户列表',
            children: (
              <>
                <div className="cmp-toolbar">
                  <Input.Search
                    allowClear
                    placeholder="用户名/姓名/手机号"
                    style={{ width: 240 }}
                    onSearch={(v) => {
                      setSearchKey(v.trim());
                      setPage(1);
                    }}
                  />
                  <Button type="primary" onClick={() => setEditing('new')}>
                    添加用户
                  </Button>
                  <Popconfirm
                    title={`确定删除选中的${selected.length}个用户？`}
                    disabled={!selected.length}
                    onConfirm={() => remove.run({ listUserId: selected }, ['searchUser'])}
                  >
                    <Button danger disabled={!selected.length}>
                      批量删除
                    </Button>
                  </Popconfirm>
                </div>
                <Table<ManagedUser>
                  size="small"
                  rowKey="userID"
                  loading={users.loading}
                  dataSource={users.data?.list ?? []}
                  rowSelection={{
                    selectedRowKeys: selected,
                    onChange: (keys) => setSelected(keys.map(Number)),
                  }}
                  pagination={{
                    current: page,
                    pageSize: PAGE_SIZE,
                    total: users.data?.total ?? 0,
                    onChange: setPage,
                    showSizeChanger: false,
                    showTotal: (t) => `共 ${t} 人`,
                  }}
                  columns={[
                    { title: '用户名', dataIndex: 'userName' },
                    { title: '真实姓名', dataIndex: 'realName' },
                    { title: '角色', dataIndex: 'role', render: (r: string) => ROLE_NAMES[r] ?? r },
                    { title: '班级', dataIndex: 'className' },
                    { title: '省份', dataIndex: 'province', width: 72 },
                    { title: '手机号', dataIndex: 'phone' },
                    {
                      title: '状态',
                      render: (_v, u) =>
                        u.isLocked ? <Tag color="red">已锁定</Tag> : <Tag color="green">正常</Tag>,
                    },
                    {
                      title: '操作',
                      render: (_v, u) => (
                        <Space size={0}>
                          <Button type="link" size="small" onClick={() => setEditing(u)}>
                            编辑
                          </Button>
                          <Popconfirm
                            title="确定重置该用户的密码？"
                            onConfirm={() => reset.run({ userID: u.userID })}
                          >
                            <Button type="link" size="small">
                              重置密码
                            </Button>
                          </Popconfirm>
                          {u.isLocked || u.loginWrongCount > 0 ? (
                            <Button
                              type="link"
                              size="small"
                              onClick={() => unlock.run({ userID: u.userID }, ['searchUser'])}
                            >
                              解锁
                            </Button>
                          ) : null}
                          <Popconfirm
                            title="确定删除该用户？"
                            onConfirm={() => remove.run({ listUserId: [u.userID] }, ['searchUser'])}
                          >
                            <Button type="link" size="small" danger>
                              删除
                            </Button>
                          </Popconfirm>
                        </Space>
                      ),
                    },
                  ]}
                />
              </>
            ),
          },
          { key: 'import', label: '批量导入', children: <ImportPanel onImported={onImported} /> },
          { key: 'labels', label: '标签管理', children: <LabelPanel selectedUserIds={selected} /> },
        ]}
      />
      <UserFormModal
        open={editing !== null}
        user={editing === 'new' ? null : editing}
        isSystemAdmin={s.role === 'admin'}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
