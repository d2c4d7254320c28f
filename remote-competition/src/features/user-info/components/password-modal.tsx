import { validateConfirmPassword, validatePassword } from '@portal/shared-kit';
import { App, Form, Input, Modal } from 'antd';
import { ruleOf } from '../../../common/form-rules';
import { useMutation, useMutationDone } from '../../../state/data-hooks';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** 修改密码: the old password, a new one by the spec's rules, and its confirmation. */
export function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const change = useMutation('changePassword');
  useMutationDone(change, (ok) => {
    if (!ok) return;
    void message.success('密码修改成功');
    form.resetFields();
    onClose();
  });
  return (
    <Modal
      title="修改密码"
      open={open}
      onCancel={onClose}
      confirmLoading={change.status === 'loading'}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => change.run({ oldPassword: v.oldPassword, newPassword: v.newPassword })}
      >
        <Form.Item
          name="oldPassword"
          label="原密码"
          rules={[{ required: true, message: '请输入原密码' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label="新密码" rules={[ruleOf(validatePassword)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            ({ getFieldValue }) =>
              ruleOf((v) => validateConfirmPassword(getFieldValue('newPassword') as string, v)),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
