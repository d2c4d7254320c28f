import { Checkbox, Empty, Modal } from 'antd';
import { useEffect, useState } from 'react';
import type { TpInfo } from '../../../common/api/training-types';
import { useQuery } from '../hooks';

/** Picks the classes a project is assigned to. */
export function AssignModal(props: {
  project: TpInfo | null;
  busy: boolean;
  onOk: (classIDs: number[]) => void;
  onCancel: () => void;
}) {
  const classes = useQuery('practClasses', undefined as never);
  const [picked, setPicked] = useState<number[]>([]);
  const { project } = props;
  useEffect(() => {
    if (project) setPicked(project.classIDs);
  }, [project]);
  const list = classes.data?.list ?? [];
  return (
    <Modal
      open={!!project}
      title={`分配班级：${project?.trainTitle ?? ''}`}
      okText="保存分配"
      cancelText="取消"
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() => props.onOk(picked)}
      destroyOnHidden
    >
      {list.length === 0 ? (
        <Empty description="还没有班级，请先在班级管理中新建" />
      ) : (
        <Checkbox.Group
          value={picked}
          onChange={(v) => setPicked(v.map(Number))}
          options={list.map((c) => ({
            value: c.classID,
            label: `${c.className}（${c.studentCount}人）`,
          }))}
        />
      )}
    </Modal>
  );
}
