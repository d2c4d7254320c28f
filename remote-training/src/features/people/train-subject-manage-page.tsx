import {
  Button,
  Card,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { shownTime } from '../../common/format';
import type { Subject } from './api/people-api';
import { useMutation, useMutationDone, useQuery } from './hooks';

type SubjectForm = { subjectName: string; description?: string };

/** The subject table's columns, with 编辑 and 删除. */
function subjectColumns(
  onEdit: (s: Subject) => void,
  onDelete: (s: Subject) => void,
): TableColumnsType<Subject> {
  return [
    { title: '科目名称', dataIndex: 'subjectName' },
    { title: '说明', dataIndex: 'description', render: (v: string) => v || '—' },
    { title: '创建时间', dataIndex: 'createTime', width: 180, render: shownTime },
    {
      title: '操作',
      width: 150,
      render: (_: unknown, s) => (
        <Space>
          <Button size="small" onClick={() => onEdit(s)}>
            编辑
          </Button>
          <Popconfirm
            title="确定删除该科目？"
            okText="删除"
            cancelText="取消"
            onConfirm={() => onDelete(s)}
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

/** 科目名称 and 说明. */
function SubjectFields() {
  return (
    <>
      <Form.Item
        name="subjectName"
        label="科目名称"
        rules={[
          { required: true, whitespace: true, message: '请输入科目名称' },
          { max: 50, message: '科目名称不能超过50个字符' },
        ]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="description" label="说明" rules={[{ max: 500 }]}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </>
  );
}

/** /TrainSubjectManage (admins and teachers): the teaching subjects. */
export function TrainSubjectManagePage() {
  const [form] = Form.useForm<SubjectForm>();
  const [pageIndex, setPage] = useState(1);
  const [editing, setEditing] = useState<Subject | 'new' | null>(null);
  const list = useQuery('searchSubjects', { searchKey: '', pageIndex, pageSize: 10 });
  const add = useMutation('addSubject');
  const update = useMutation('updateSubject');
  const remove = useMutation('deleteSubject');
  useMutationDone(add, (ok) => ok && setEditing(null));
  useMutationDone(update, (ok) => ok && setEditing(null));
  useEffect(() => {
    if (editing)
      form.setFieldsValue(editing === 'new' ? { subjectName: '', description: '' } : editing);
  }, [editing, form]);
  return (
    <Card
      title="科目管理"
      className="trn-page-card"
      data-page="TrainSubjectManage"
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          新增科目
        </Button>
      }
    >
      <Table<Subject>
        rowKey="subjectID"
        size="small"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无科目' }}
        pagination={{
          current: pageIndex,
          pageSize: 10,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={subjectColumns(setEditing, (s) =>
          remove.run({ subjectID: s.subjectID }, ['searchSubjects']),
        )}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '新增科目' : '编辑科目'}
        okText="保存"
        cancelText="取消"
        confirmLoading={add.status === 'loading' || update.status === 'loading'}
        onCancel={() => setEditing(null)}
        onOk={() =>
          void form.validateFields().then((v) => {
            const body = {
              subjectName: v.subjectName.trim(),
              description: (v.description ?? '').trim(),
            };
            if (editing === 'new') add.run(body, ['searchSubjects']);
            else if (editing)
              update.run({ ...body, subjectID: editing.subjectID }, ['searchSubjects']);
          })
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <SubjectFields />
        </Form>
      </Modal>
    </Card>
  );
}
