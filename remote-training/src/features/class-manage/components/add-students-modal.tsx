import { App, Input, Modal, Table } from 'antd';
import { useState, type Key } from 'react';
import type { ClassStudent } from '../api/class-api';
import { useQuery } from '../hooks';

/** The question asked before students of other classes move here (issue 33), or null. */
export function moveNotice(rows: readonly ClassStudent[]): string | null {
  const moving = rows.filter((r) => r.classID != null && r.className);
  if (moving.length === 0) return null;
  const names = moving.map((r) => `${r.realName || r.userName}（${r.className}）`).join('、');
  return `${names}将离开原班级并移入本班：原班级布置的考试、练习和实训项目不再向其发布；已完成的考试成绩和实训记录随学生保留。确定移入吗？`;
}
/**
 * The picked students across pages (with their rows, for the move notice) and the add, asking
 * first when a picked student is in another class.
 */
function usePickedStudents(onOk: (userIDs: number[]) => void) {
  const [picked, setPicked] = useState<number[]>([]);
  const [rows, setRows] = useState<Record<number, ClassStudent>>({});
  const { modal } = App.useApp();
  const submit = () => {
    onOk(picked);
    setPicked([]);
    setRows({});
  };
  const confirmMove = () => {
    const notice = moveNotice(picked.map((id) => rows[id]).filter((r) => r !== undefined));
    if (!notice) {
      submit();
      return;
    }
    void modal.confirm({
      title: '移动学生到本班',
      content: notice,
      okText: '确定移入',
      cancelText: '取消',
      onOk: submit,
    });
  };
  const onSelect = (keys: Key[], selected: ClassStudent[]) => {
    setPicked(keys.map(Number));
    setRows((old) => ({
      ...old,
      ...Object.fromEntries(selected.filter(Boolean).map((r) => [r.userID, r])),
    }));
  };
  return { picked, confirmMove, onSelect };
}

/**
 * Picks students outside the class to add; a student in another class moves here, and the
 * teacher is told so and asked first.
 */
export function AddStudentsModal(props: {
  classID: number;
  open: boolean;
  busy: boolean;
  onOk: (userIDs: number[]) => void;
  onCancel: () => void;
}) {
  const [searchKey, setKey] = useState('');
  const [pageIndex, setPage] = useState(1);
  const { picked, confirmMove, onSelect } = usePickedStudents(props.onOk);
  const list = useQuery(
    'searchClassStudents',
    { classID: props.classID, outside: true, searchKey, pageIndex, pageSize: 8 },
    { skip: !props.open },
  );
  return (
    <Modal
      open={props.open}
      title="添加学生"
      width={640}
      okText="加入班级"
      cancelText="取消"
      okButtonProps={{ disabled: picked.length === 0 }}
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={confirmMove}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder="用户名或姓名"
        style={{ width: 240, marginBottom: 8 }}
        onSearch={(v) => {
          setKey(v.trim());
          setPage(1);
        }}
      />
      <Table<ClassStudent>
        rowKey="userID"
        size="small"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        rowSelection={{
          selectedRowKeys: picked,
          preserveSelectedRowKeys: true,
          onChange: onSelect,
        }}
        locale={{ emptyText: '没有可添加的学生' }}
        pagination={{
          current: pageIndex,
          pageSize: 8,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: '用户名', dataIndex: 'userName' },
          { title: '姓名', dataIndex: 'realName' },
          { title: '当前班级', dataIndex: 'className', render: (v: string) => v || '未分班' },
        ]}
      />
    </Modal>
  );
}
