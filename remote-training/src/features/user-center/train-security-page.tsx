import {
  TIMINGS_MS,
  validateConfirmPassword,
  validatePassword,
  validatePhone,
  validateVerificationCode,
} from '@portal/shared-kit';
import { App, Button, Card, Col, Form, Input, Row, Space, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { ruleOf } from './components/validators';
import { UserCenterFrame } from './components/user-center-frame';
import { useMutation, useMutationDone } from './hooks';

type PasswordForm = { oldPassword: string; newPassword: string; confirm: string };
type PhoneForm = { mobilePhone: string; phoneCode: string };

/** 原密码, 新密码 and 确认新密码 (which must match the new one). */
function PasswordFields({ pwd }: { pwd: FormInstance<PasswordForm> }) {
  return (
    <>
      <Form.Item
        name="oldPassword"
        label="原密码"
        rules={[{ required: true, message: '请输入原密码' }]}
      >
        <Input.Password maxLength={16} />
      </Form.Item>
      <Form.Item name="newPassword" label="新密码" rules={[ruleOf(validatePassword)]}>
        <Input.Password maxLength={16} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        dependencies={['newPassword']}
        rules={[
          ruleOf((v) => validateConfirmPassword(v, pwd.getFieldValue('newPassword') as string)),
        ]}
      >
        <Input.Password maxLength={16} />
      </Form.Item>
    </>
  );
}

/** 验证码 with its 获取验证码 button and the resend countdown. */
function PhoneCodeField(props: { countdown: number; sending: boolean; onSend: () => void }) {
  const { countdown } = props;
  return (
    <Form.Item label="验证码" required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="phoneCode" noStyle rules={[ruleOf(validateVerificationCode)]}>
          <Input maxLength={6} />
        </Form.Item>
        <Button disabled={countdown > 0} loading={props.sending} onClick={props.onSend}>
          {countdown > 0 ? `${countdown}秒后重发` : '获取验证码'}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

/** /TrainUserCenter/TrainSecurity: change the password, change the bound phone by SMS code. */
export function TrainSecurityPage() {
  const { message } = App.useApp();
  const [pwd] = Form.useForm<PasswordForm>();
  const [phone] = Form.useForm<PhoneForm>();
  const [countdown, setCountdown] = useState(0);
  const changePwd = useMutation('changePassword');
  const sendCode = useMutation('sendPhoneCode');
  const changePhone = useMutation('changeMobilePhone');
  useMutationDone(changePwd, (ok) => {
    if (!ok) return;
    pwd.resetFields();
    void message.success('密码已修改');
  });
  useMutationDone(sendCode, (ok) => ok && setCountdown(TIMINGS_MS.SMS_RESEND_COUNTDOWN / 1000));
  useMutationDone(changePhone, (ok) => {
    if (!ok) return;
    phone.resetFields();
    void message.success('绑定成功');
  });
  useEffect(() => {
    if (countdown <= 0) return;
    const t = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(t);
  }, [countdown]);
  return (
    <UserCenterFrame>
      <Row gutter={16} data-page="TrainSecurity">
        <Col span={12}>
          <Card size="small" title="修改密码">
            <Form
              form={pwd}
              layout="vertical"
              onFinish={(v) =>
                changePwd.run({ oldPassword: v.oldPassword, newPassword: v.newPassword })
              }
            >
              <PasswordFields pwd={pwd} />
              <Button type="primary" htmlType="submit" loading={changePwd.status === 'loading'}>
                修改密码
              </Button>
            </Form>
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="更换手机号">
            <Form
              form={phone}
              layout="vertical"
              onFinish={(v) => changePhone.run(v, ['myUserInfo'])}
            >
              <Form.Item name="mobilePhone" label="新手机号" rules={[ruleOf(validatePhone)]}>
                <Input prefix="+86" maxLength={11} />
              </Form.Item>
              <PhoneCodeField
                countdown={countdown}
                sending={sendCode.status === 'loading'}
                onSend={() =>
                  void phone
                    .validateFields(['mobilePhone'])
                    .then((v) => sendCode.run({ phone: v.mobilePhone }))
                }
              />
              <Button type="primary" htmlType="submit" loading={changePhone.status === 'loading'}>
                确认更换
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </UserCenterFrame>
  );
}
