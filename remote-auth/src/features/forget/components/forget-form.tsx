import {
  TEXT_LIMITS,
  validateConfirmPassword,
  validatePassword,
  validatePhone,
  validateVerificationCode,
} from '@portal/shared-kit';
import { Button, Form, Input, type FormRule } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { ruleOf } from '../../../common/form-rules';
import { CodeButton } from '../../../common/sms/code-button';
import { selectForget } from '../state/forget.selectors';
import { resetRequested } from '../state/forget.slice';
import { PhoneInput } from '../../../common/phone-input';

interface ForgetValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

const confirmRule: FormRule = ({ getFieldValue }) => ({
  validator: (_rule, value: unknown) => {
    const problem = validateConfirmPassword(
      typeof value === 'string' ? value : '',
      getFieldValue('password') as string | undefined,
    );
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

/** Password reset by phone code: phone, code, new password and its confirmation. */
export function ForgetForm() {
  const dispatch = useDispatch();
  const [form] = Form.useForm<ForgetValues>();
  const phone = (Form.useWatch('phone', form) as string | undefined) ?? '';
  const { submitting } = useSelector(selectForget);
  const phoneOk = () =>
    form.validateFields(['phone']).then(
      () => true,
      () => false,
    );
  return (
    <Form<ForgetValues>
      form={form}
      name="forget"
      size="middle"
      labelCol={{ flex: '96px' }}
      className="ra-register-form"
      onFinish={(v) =>
        dispatch(resetRequested({ phone: v.phone, code: v.code, password: v.password }))
      }
    >
      <Form.Item label="手机号" name="phone" required rules={[ruleOf(validatePhone)]}>
        <PhoneInput
          placeholder="请输入绑定的手机号"
          maxLength={TEXT_LIMITS.PHONE_LENGTH}
          inputMode="numeric"
        />
      </Form.Item>
      <Form.Item label="验证码" required>
        <div className="ra-code-row">
          <Form.Item name="code" noStyle rules={[ruleOf(validateVerificationCode)]}>
            <Input placeholder="请输入验证码" maxLength={TEXT_LIMITS.SMS_CODE_LENGTH} />
          </Form.Item>
          <CodeButton channel="forget" phone={phone} beforeSend={phoneOk} />
        </div>
      </Form.Item>
      <Form.Item label="新密码" name="password" required rules={[ruleOf(validatePassword)]}>
        <Input.Password
          placeholder="6-16位，须包含大写字母、小写字母和数字"
          maxLength={TEXT_LIMITS.PASSWORD_MAX}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirm"
        required
        dependencies={['password']}
        rules={[confirmRule]}
      >
        <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          重置密码
        </Button>
        <div className="ra-form-foot">
          想起密码了？<Link to="/index">返回登录</Link>
        </div>
      </Form.Item>
    </Form>
  );
}
