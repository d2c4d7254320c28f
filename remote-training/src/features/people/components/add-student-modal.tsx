import { validatePhone, validateUsername } from '@portal/shared-kit';
import { Form, Input, Modal, Select } from 'antd';
import { useMutation, useMutationDone, useQuery } from '../hooks';

type StudentForm = {
  name: string;
  realName: string;
  passWord?: string;
  phone?: string;
  classID?: number;
};

const rule = (check: (v: string) => string | undefined, optional = false) => ({
  validator: (_: unknown, v: string | undefined) => {
    if (optional && !v) return Promise.resolve();
    const e = check(v ?? '');
    return e ? Promise.reject(new Error(e)) : Promise.resolve();
  },
});

/** Adds one student account (password empty: the server's default password). */
export function AddStudentModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<StudentForm>();
  const classes = useQuery('peopleClasses', undefined as never, { skip: !open });
  const add = useMutation('addStudent');
  useMutationDone(add, (ok) => {
    if (!ok) return;
    form.resetFields();
    onClose();
  });
  return (
    <Modal
      open={open}
      title="添加学生"
      okText="添加"
      cancelText="取消"
      confirmLoading={add.status === 'loading'}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then((v) =>
          add.run(
            {
              name: v.name.trim(),
              realName: v.realName.trim(),
              passWord: v.passWord || undefined,
              phone: v.phone || undefined,
              classID: v.classID,
            },
            ['searchUsers'],
          ),
        )
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label="用户名" rules={[rule(validateUsername)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="realName"
          label="真实姓名"
          rules={[{ required: true, whitespace: true, message: '请输入真实姓名' }, { max: 100 }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="passWord" label="初始密码（留空使用默认密码）">
          <Input.Password maxLength={16} />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={[rule(validatePhone, true)]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="classID" label="班级">
          <Select
            allowClear
            options={(classes.data?.list ?? []).map((c) => ({
              value: c.classID,
              label: c.className,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
