import { useSession } from '@portal/shared-kit';
import {
  App,
  Button,
  Card,
  Input,
  Popconfirm,
  Space,
  Table,
  Tabs,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useCallback, useState } from 'react';
import { useMutation, useMutationDone, useQuery } from '../../state/data-hooks';
import type { ManagedUser } from './api/search-user';
import { ImportPanel } from './components/import-panel';
import { LabelPanel } from './components/label-panel';
import { useDeleteProgress } from './components/use-delete-progress';
import { UserFormModal } from './components/user-form-modal';

const PAGE_SIZE = 15;
const ROLE_NAMES: Record<string, string> = { student: '学生', teacher: '教师', admin: '管理员' };

/** What the 操作 links do with a user. */
type UserActs = {
  edit: (u: ManagedUser) => void;
  reset: (u: ManagedUser) => void;
  unlock: (u: ManagedUser) => void;
  remove: (u: ManagedUser) => void;
};

/** The user table's columns; 解锁 only for a locked user or one with failed logins. */
function userColumns(a: UserActs): TableColumnsType<ManagedUser> {
  return [
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
          <Button type="link" size="small" onClick={() => a.edit(u)}>
            编辑
          </Button>
          <Popconfirm title="确定重置该用户的密码？" onConfirm={() => a.reset(u)}>
            <Button type="link" size="small">
              重置密码
            </Button>
          </Popconfirm>
          {u.isLocked || u.loginWrongCount > 0 ? (
            <Button type="link" size="small" onClick={() => a.unlock(u)}>
              解锁
            </Button>
          ) : null}
          <Popconfirm title="确定删除该用户？" onConfirm={() => a.remove(u)}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}

/** Search, 添加用户 and 批量删除 of the selected users. */
function UsersToolbar(props: {
  selectedCount: number;
  onSearch: (key: string) => void;
  onAdd: () => void;
  onRemoveSelected: () => void;
}) {
  return (
    <div className="cmp-toolbar">
      <Input.Search
        allowClear
        placeholder="用户名/姓名/手机号"
        style={{ width: 240 }}
        onSearch={props.onSearch}
      />
      <Button type="primary" onClick={props.onAdd}>
        添加用户
      </Button>
      <Popconfirm
        title={`确定删除选中的${props.selectedCount}个用户？`}
        disabled={!props.selectedCount}
        onConfirm={props.onRemoveSelected}
      >
        <Button danger disabled={!props.selectedCount}>
          批量删除
        </Button>
      </Popconfirm>
    </div>
  );
}

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
  const columns = userColumns({
    edit: setEditing,
    reset: (u) => reset.run({ userID: u.userID }),
    unlock: (u) => unlock.run({ userID: u.userID }, ['searchUser']),
    remove: (u) => remove.run({ listUserId: [u.userID] }, ['searchUser']),
  });
  return (
    <Card title="用户管理" data-page="UserManage">
      <Tabs
        items={[
          {
            key: 'users',
            label: '用户列表',
            children: (
              <>
                <UsersToolbar
                  selectedCount={selected.length}
                  onSearch={(v) => {
                    setSearchKey(v.trim());
                    setPage(1);
                  }}
                  onAdd={() => setEditing('new')}
                  onRemoveSelected={() => remove.run({ listUserId: selected }, ['searchUser'])}
                />
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
                  columns={columns}
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
