import { Button, Card, Empty, Input, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ClassStudent } from './api/class-api';
import { AddStudentsModal } from './components/add-students-modal';
import { ImportStudents } from './components/import-students';
import { useMutation, useMutationDone, useQuery } from './hooks';

/** The class's student table; 移出 takes a student out of the class. */
function studentColumns(onRemove: (s: ClassStudent) => void): TableColumnsType<ClassStudent> {
  return [
    { title: '用户名', dataIndex: 'userName' },
    { title: '姓名', dataIndex: 'realName' },
    { title: '手机号', dataIndex: 'phone' },
    {
      title: '操作',
      width: 120,
      render: (_: unknown, s) => (
        <Popconfirm
          title="确定把该学生移出班级？"
          okText="移出"
          cancelText="取消"
          onConfirm={() => onRemove(s)}
        >
          <Button size="small" danger>
            移出
          </Button>
        </Popconfirm>
      ),
    },
  ];
}

/** /TrainClassInfo?classID= (teachers): the students of a class; add, remove, import from Excel. */
export function TrainClassInfoPage() {
  const [params] = useSearchParams();
  const classID = Number(params.get('classID')) || 0;
  const navigate = useNavigate();
  const [searchKey, setKey] = useState('');
  const [pageIndex, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const cls = useQuery('getClass', { classID }, { skip: !classID });
  const list = useQuery(
    'searchClassStudents',
    { classID, searchKey, pageIndex, pageSize: 10 },
    { skip: !classID },
  );
  const add = useMutation('addStudentsToClass');
  const remove = useMutation('removeStudentsFromClass');
  useMutationDone(add, (ok) => {
    if (ok) setAdding(false);
  });
  const reload = list.reload;
  const onImported = useCallback(() => reload(), [reload]);
  if (!classID) return <Empty description="请从班级管理选择班级" />;
  const refresh = ['searchClassStudents', 'getClass', 'searchClasses'];
  return (
    <Card
      title={`班级学生：${cls.data?.className ?? ''}`}
      className="trn-page-card"
      data-page="TrainClassInfo"
      extra={<Button onClick={() => void navigate('/TrainClassManage')}>返回班级列表</Button>}
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" onClick={() => setAdding(true)}>
          添加学生
        </Button>
        <Input.Search
          allowClear
          placeholder="用户名或姓名"
          style={{ width: 200 }}
          onSearch={(v) => {
            setKey(v.trim());
            setPage(1);
          }}
        />
      </Space>
      {cls.data ? <ImportStudents className={cls.data.className} onImported={onImported} /> : null}
      <Table<ClassStudent>
        rowKey="userID"
        size="small"
        style={{ marginTop: 12 }}
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '班级暂无学生' }}
        pagination={{
          current: pageIndex,
          pageSize: 10,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={studentColumns((s) => remove.run({ classID, userIDs: [s.userID] }, refresh))}
      />
      <AddStudentsModal
        classID={classID}
        open={adding}
        busy={add.status === 'loading'}
        onCancel={() => setAdding(false)}
        onOk={(userIDs) => add.run({ classID, userIDs }, refresh)}
      />
    </Card>
  );
}
