import {
  validatePassword,
  validateRealName,
  validateUsername,
  isMainlandPhone,
  REGISTER_MESSAGES,
  PROVINCE_OPTIONS,
} from '@portal/shared-kit';
import { App, Form, Input, Modal, Select } from 'antd';
import { ruleOf } from '../../../common/form-rules';
import { useMutation, useMutationDone } from '../../../state/data-hooks';
import type { ManagedUser } from '../api/search-user';

const optionalPhone = ruleOf((v) =>
  v && !isMainlandPhone(v) ? REGISTER_MESSAGES.PHONE_FORMAT : undefined,
);
const optionalPassword = ruleOf((v) => (v ? validatePassword(v) : undefined));
/** The user fields; name, password, role and class only when adding. */
function UserFields({ user, isSystemAdmin }: { user: ManagedUser | null; isSystemAdmin: boolean }) {
  return (
    <>
      <Form.Item
        name="name"
        label="用户名"
        rules={user ? [] : [ruleOf(validateUsername)]}
        hidden={!!user}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="realName" label="真实姓名" rules={[ruleOf(validateRealName)]}>
        <Input maxLength={100} />
      </Form.Item>
      {user ? null : (
        <Form.Item name="passWord" label="密码" extra="不填则为默认密码" rules={[optionalPassword]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
      <Form.Item name="phone" label="手机号" rules={[optionalPhone]}>
        <Input maxLength={11} />
      </Form.Item>
      {user ? null : (
        <Form.Item name="role" label="角色">
          <Select
            options={[
              { value: 'student', label: '学生' },
              ...(isSystemAdmin
                ? [
                    { value: 'teacher', label: '教师' },
                    { value: 'admin', label: '管理员' },
                  ]
                : []),
            ]}
          />
        </Form.Item>
      )}
      {user ? null : (
        <Form.Item name="className" label="班级">
          <Input maxLength={100} />
        </Form.Item>
      )}
      <Form.Item name="marjorName" label="专业">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="schoolShortNameEN" label="学校简称">
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="province" label="省份">
        <Select showSearch allowClear options={PROVINCE_OPTIONS} placeholder="请选择省份" />
      </Form.Item>
    </>
  );
}

/** Add a user (editing = `user` given): the admin's form of spec §7 AddUserByAdmin / UpdateUserInfoByManage. */
export function UserFormModal({
  user,
  open,
  isSystemAdmin,
  onClose,
}: {
  user: ManagedUser | null;
  open: boolean;
  isSystemAdmin: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const add = useMutation('addUserByAdmin');
  const update = useMutation('updateUserInfoByManage');
  const done = (ok: boolean, text: string) => {
    if (!ok) return;
    void message.success(text);
    onClose();
  };
  useMutationDone(add, (ok) => done(ok, `添加成功，初始密码：${add.data?.password ?? ''}`));
  useMutationDone(update, (ok) => done(ok, '保存成功'));
  const submit = (v: Record<string, string>) => {
    const clean = Object.fromEntries(
      Object.entries(v).filter(([, x]) => x !== undefined && x !== ''),
    );
    // Editing sends the province even when cleared ('' unsets it on the server).
    if (user)
      update.run({ userID: user.userID, ...clean, province: v.province ?? '' }, ['searchUser']);
    else add.run(clean as Parameters<typeof add.run>[0], ['searchUser']);
  };
  return (
    <Modal
      title={user ? '编辑用户' : '添加用户'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={add.status === 'loading' || update.status === 'loading'}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          user ? { ...user, province: user.province || undefined } : { role: 'student' }
        }
        onFinish={submit}
        preserve={false}
      >
        <UserFields user={user} isSystemAdmin={isSystemAdmin} />
      </Form>
    </Modal>
  );
}
