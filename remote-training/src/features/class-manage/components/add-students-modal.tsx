import { Input, Modal, Table } from 'antd';
import { useState } from 'react';
import type { ClassStudent } from '../api/class-api';
import { useQuery } from '../hooks';

/** Picks students outside the class to add (a student in another class moves here). */
export function AddStudentsModal(props: {
  classID: number;
  open: boolean;
  busy: boolean;
  onOk: (userIDs: number[]) => void;
  onCancel: () => void;
}) {
  const [searchKey, setKey] = useState('');
  const [pageIndex, setPage] = useState(1);
  const [picked, setPicked] = useState<number[]>([]);
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
      onOk={() => {
        props.onOk(picked);
        setPicked([]);
      }}
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
        rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(Number)) }}
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
