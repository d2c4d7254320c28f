import { validateVerificationCode } from '@portal/shared-kit';
import { Button, Form, Input } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { ruleOf } from '../../../common/form-rules';
import { CodeButton } from '../../../common/sms/code-button';
import { selectRegister } from '../state/register.selectors';
import { backToForm, codeSubmitted } from '../state/register.slice';

/** Masks the middle of a phone number: 138****0001. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** Step 2: verify identity with the 6-digit code sent to the phone; resend after 120 s. */
export function VerifyStep() {
  const dispatch = useDispatch();
  const { draft, submitting } = useSelector(selectRegister);
  const phone = draft?.phone ?? '';
  return (
    <Form<{ phoneCode: string }>
      name="register-verify"
      size="middle"
      labelCol={{ flex: '96px' }}
      onFinish={(v) => dispatch(codeSubmitted(v.phoneCode))}
      className="ra-register-form"
    >
      <p className="ra-verify-tip">
        验证码已发送至手机 <strong>{maskPhone(phone)}</strong>，请在下方输入6位验证码完成身份验证。
      </p>
      <Form.Item label="验证码" required>
        <div className="ra-code-row">
          <Form.Item name="phoneCode" noStyle rules={[ruleOf(validateVerificationCode)]}>
            <Input placeholder="请输入验证码" maxLength={6} inputMode="numeric" />
          </Form.Item>
          <CodeButton channel="register" phone={phone} label="重新发送" />
        </div>
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <div className="ra-button-row">
          <Button onClick={() => dispatch(backToForm())}>上一步</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            提交注册
          </Button>
        </div>
      </Form.Item>
    </Form>
  );
}
