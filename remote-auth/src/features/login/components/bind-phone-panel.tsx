import { PhoneOutlined, SafetyOutlined } from '@ant-design/icons';
import { validatePhone, validateVerificationCode } from '@portal/shared-kit';
import { Button, Form, Input } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { SERVICE_HOTLINE } from '../../../common/contact';
import { ruleOf } from '../../../common/form-rules';
import { CodeButton } from '../../../common/sms/code-button';
import { selectLogin } from '../state/login.selectors';
import { bindRequested, bindSkipped } from '../state/login.slice';
import { PhoneInput } from '../../../common/phone-input';

interface BindValues {
  phone: string;
  code: string;
}

/** First login without a phone on file: bind one (or skip), then the login flow continues. */
export function BindPhonePanel() {
  const dispatch = useDispatch();
  const [form] = Form.useForm<BindValues>();
  const phone = (Form.useWatch('phone', form) as string | undefined) ?? '';
  const { binding } = useSelector(selectLogin);
  const phoneOk = () =>
    form.validateFields(['phone']).then(
      () => true,
      () => false,
    );
  return (
    <div className="ra-bind" data-testid="bind-phone-panel">
      <h3 className="ra-card-title">绑定手机号</h3>
      <p className="ra-muted">
        为保障账号安全，请绑定您的手机号，绑定后可使用手机号登录和找回密码。
      </p>
      <Form<BindValues>
        form={form}
        name="bind-phone"
        size="large"
        onFinish={(v) => dispatch(bindRequested({ phone: v.phone, code: v.code }))}
      >
        <Form.Item name="phone" rules={[ruleOf(validatePhone)]}>
          <PhoneInput
            prefix={<PhoneOutlined />}
            placeholder="请输入手机号"
            maxLength={11}
            inputMode="numeric"
          />
        </Form.Item>
        <Form.Item>
          <div className="ra-code-row">
            <Form.Item name="code" noStyle rules={[ruleOf(validateVerificationCode)]}>
              <Input prefix={<SafetyOutlined />} placeholder="请输入验证码" maxLength={6} />
            </Form.Item>
            <CodeButton channel="bind" phone={phone} beforeSend={phoneOk} />
          </div>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={binding}>
          确认绑定
        </Button>
      </Form>
      <div className="ra-login-row ra-bind-foot">
        <span className="ra-muted">客服热线：{SERVICE_HOTLINE}</span>
        <Button type="link" size="small" onClick={() => dispatch(bindSkipped())} disabled={binding}>
          跳过
        </Button>
      </div>
    </div>
  );
}
