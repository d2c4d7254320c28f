import { App, Button, Card, Input, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TrainClass } from '../../common/api/training-types';
import { shownTime } from '../../common/format';
import { ClassNameModal } from './components/class-name-modal';
import { useMutation, useMutationDone, useQuery } from './hooks';

/** The class table's columns, with 学生, 改名 and 删除. */
function classColumns(a: {
  onStudents: (c: TrainClass) => void;
  onRename: (c: TrainClass) => void;
  onDelete: (c: TrainClass) => void;
}): TableColumnsType<TrainClass> {
  return [
    { title: '班级名称', dataIndex: 'className' },
    { title: '班主任', dataIndex: 'teacherName', render: (v: string) => v || '—' },
    { title: '学生人数', dataIndex: 'studentCount', width: 100 },
    { title: '创建时间', dataIndex: 'createTime', render: shownTime },
    {
      title: '操作',
      width: 220,
      render: (_: unknown, c) => (
        <Space>
          <Button size="small" onClick={() => a.onStudents(c)}>
            学生
          </Button>
          <Button size="small" onClick={() => a.onRename(c)}>
            改名
          </Button>
          <Popconfirm
            title="删除班级后学生保留但移出该班，确定删除？"
            okText="删除"
            cancelText="取消"
            onConfirm={() => a.onDelete(c)}
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

/** /TrainClassManage (teachers): classes with add, rename, delete and a link to their students. */
export function TrainClassManagePage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [searchKey, setKey] = useState('');
  const [pageIndex, setPage] = useState(1);
  const [editing, setEditing] = useState<TrainClass | 'new' | null>(null);
  const list = useQuery('searchClasses', { searchKey, pageIndex, pageSize: 10 });
  const add = useMutation('addClass');
  const rename = useMutation('updateClass');
  const remove = useMutation('deleteClass');
  useMutationDone(add, (ok) => {
    if (ok) {
      setEditing(null);
      void message.success('班级已创建');
    }
  });
  useMutationDone(rename, (ok) => {
    if (ok) setEditing(null);
  });
  return (
    <Card
      title="班级管理"
      className="trn-page-card"
      data-page="TrainClassManage"
      extra={
        <Space>
          <Input.Search
            allowClear
            placeholder="班级名称"
            style={{ width: 200 }}
            onSearch={(v) => {
              setKey(v.trim());
              setPage(1);
            }}
          />
          <Button type="primary" onClick={() => setEditing('new')}>
            新建班级
          </Button>
        </Space>
      }
    >
      <Table<TrainClass>
        rowKey="classID"
        size="small"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: pageIndex,
          pageSize: 10,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={classColumns({
          onStudents: (c) => void navigate(`/TrainClassInfo?classID=${c.classID}`),
          onRename: setEditing,
          onDelete: (c) => remove.run({ classID: c.classID }, ['searchClasses']),
        })}
      />
      <ClassNameModal
        open={editing !== null}
        title={editing === 'new' ? '新建班级' : '修改班级名称'}
        initial={editing && editing !== 'new' ? editing.className : ''}
        busy={add.status === 'loading' || rename.status === 'loading'}
        onCancel={() => setEditing(null)}
        onOk={(className) => {
          if (editing === 'new') add.run({ className }, ['searchClasses']);
          else if (editing) rename.run({ classID: editing.classID, className }, ['searchClasses']);
        }}
      />
    </Card>
  );
}
