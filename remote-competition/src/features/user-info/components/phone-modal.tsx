import { TIMINGS_MS, validatePhone, validateVerificationCode } from '@portal/shared-kit';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { ruleOf } from '../../../common/form-rules';
import { useMutation, useMutationDone } from '../../../state/data-hooks';

interface Values {
  mobilePhone: string;
  phoneCode: string;
}

const COUNTDOWN_S = TIMINGS_MS.SMS_RESEND_COUNTDOWN / 1000;

/** 更换手机号: a new phone and its 6-digit code (code type 3); resend after 120 s. */
export function PhoneModal({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [left, setLeft] = useState(0);
  const send = useMutation('sendVerifyCode');
  const change = useMutation('changeMobilePhone');
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  useMutationDone(send, (ok) => {
    if (ok) void message.success('验证码已发送');
    else setLeft(0);
  });
  useMutationDone(change, (ok) => {
    if (!ok) return;
    void message.success('绑定成功');
    onDone();
    onClose();
  });
  const sendCode = async () => {
    const { mobilePhone } = await form.validateFields(['mobilePhone']);
    setLeft(COUNTDOWN_S);
    send.run({ phone: mobilePhone });
  };
  return (
    <Modal
      title="更换手机号"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={change.status === 'loading'}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => change.run(v)}>
        <Form.Item name="mobilePhone" label="新手机号" rules={[ruleOf(validatePhone)]}>
          <Input prefix="+86" maxLength={11} />
        </Form.Item>
        <Form.Item label="验证码" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="phoneCode" noStyle rules={[ruleOf(validateVerificationCode)]}>
              <Input maxLength={6} />
            </Form.Item>
            <Button disabled={left > 0} onClick={() => void sendCode()}>
              {left > 0 ? `${left}秒后重发` : '获取验证码'}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
