import { Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { TpInfo } from '../../../common/api/training-types';
import { useMutation, useMutationDone, useQuery } from '../hooks';
import { AssignModal } from './assign-modal';
import { ProjectModal } from './project-modal';

const REFRESH = ['practProjects', 'practTypes'];

/** The project table's columns, with 分配班级, 编辑 and 删除. */
function projectColumns(a: {
  className: (id: number) => string;
  onAssign: (p: TpInfo) => void;
  onEdit: (p: TpInfo) => void;
  onDelete: (p: TpInfo) => void;
}): TableColumnsType<TpInfo> {
  return [
    { title: '实训项目', dataIndex: 'trainTitle' },
    { title: '类型', dataIndex: 'tpTypeName' },
    { title: '案例任务', dataIndex: 'casePanelCount', width: 90 },
    {
      title: '已分配班级',
      dataIndex: 'classIDs',
      render: (ids: number[]) =>
        ids.length ? ids.map((id) => <Tag key={id}>{a.className(id)}</Tag>) : '未分配',
    },
    {
      title: '操作',
      width: 230,
      render: (_: unknown, p) => (
        <Space>
          <Button size="small" type="primary" onClick={() => a.onAssign(p)}>
            分配班级
          </Button>
          <Button size="small" onClick={() => a.onEdit(p)}>
            编辑
          </Button>
          <Popconfirm
            title="删除项目会同时删除其案例任务和实训日志，确定删除？"
            okText="删除"
            cancelText="取消"
            onConfirm={() => a.onDelete(p)}
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

/** Training projects: add, edit, delete, assign to classes. */
export function ProjectsTab() {
  const [pageIndex, setPage] = useState(1);
  const [editing, setEditing] = useState<TpInfo | 'new' | null>(null);
  const [assigning, setAssigning] = useState<TpInfo | null>(null);
  const projects = useQuery('practProjects', { pageIndex, pageSize: 10 });
  const classes = useQuery('practClasses', undefined as never);
  const add = useMutation('addTpInfo');
  const update = useMutation('updateTpInfo');
  const remove = useMutation('deleteTpInfo');
  const assign = useMutation('assignTpInfo');
  useMutationDone(add, (ok) => ok && setEditing(null));
  useMutationDone(update, (ok) => ok && setEditing(null));
  useMutationDone(assign, (ok) => ok && setAssigning(null));
  const className = (id: number) =>
    classes.data?.list.find((c) => c.classID === id)?.className ?? `#${id}`;
  return (
    <>
      <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing('new')}>
        新建实训项目
      </Button>
      <Table<TpInfo>
        rowKey="tpInfoID"
        size="small"
        loading={projects.loading}
        dataSource={projects.data?.list ?? []}
        pagination={{
          current: pageIndex,
          pageSize: 10,
          total: projects.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={projectColumns({
          className,
          onAssign: setAssigning,
          onEdit: setEditing,
          onDelete: (p) => remove.run({ tpInfoID: p.tpInfoID }, REFRESH),
        })}
      />
      <ProjectModal
        open={editing !== null}
        editing={editing === 'new' ? null : editing}
        busy={add.status === 'loading' || update.status === 'loading'}
        onCancel={() => setEditing(null)}
        onOk={(form) => {
          if (editing === 'new') add.run(form, REFRESH);
          else if (editing) update.run({ ...form, tpInfoID: editing.tpInfoID }, REFRESH);
        }}
      />
      <AssignModal
        project={assigning}
        busy={assign.status === 'loading'}
        onCancel={() => setAssigning(null)}
        onOk={(classIDs) =>
          assigning && assign.run({ tpInfoID: assigning.tpInfoID, classIDs }, REFRESH)
        }
      />
    </>
  );
}
