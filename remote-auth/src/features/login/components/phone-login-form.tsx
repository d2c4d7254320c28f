import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import {
  LOGIN_MODE,
  limitLoginInput,
  validateLoginCode,
  validateLoginPhone,
} from '@portal/shared-kit';
import { Alert, Button, Form, Input } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { ruleOf } from '../../../common/form-rules';
import { CodeButton } from '../../../common/sms/code-button';
import { selectLogin } from '../state/login.selectors';
import { errorCleared, loginRequested } from '../state/login.slice';

interface PhoneValues {
  phone: string;
  code: string;
}

/** Phone plus SMS code; inputs are limited to 11 and 6 characters (spec §5). */
export function PhoneLoginForm() {
  const dispatch = useDispatch();
  const [form] = Form.useForm<PhoneValues>();
  const phone = (Form.useWatch('phone', form) as string | undefined) ?? '';
  const { submitting, error } = useSelector(selectLogin);
  const onFinish = (v: PhoneValues) =>
    dispatch(loginRequested({ mode: LOGIN_MODE.PHONE, phone: v.phone, code: v.code }));
  const phoneOk = () =>
    form.validateFields(['phone']).then(
      () => true,
      () => false,
    );
  return (
    <Form<PhoneValues>
      form={form}
      name="phone-login"
      size="large"
      onFinish={onFinish}
      onValuesChange={() => error && dispatch(errorCleared())}
    >
      <Form.Item
        name="phone"
        normalize={(v: string) => limitLoginInput('phone', v ?? '')}
        rules={[ruleOf(validateLoginPhone)]}
        validateTrigger="onSubmit"
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder="手机号码"
          maxLength={11}
          inputMode="numeric"
        />
      </Form.Item>
      <Form.Item>
        <div className="ra-code-row">
          <Form.Item
            name="code"
            noStyle
            normalize={(v: string) => limitLoginInput('code', v ?? '')}
            rules={[ruleOf(validateLoginCode)]}
            validateTrigger="onSubmit"
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder="短信验证码"
              maxLength={6}
              inputMode="numeric"
            />
          </Form.Item>
          <CodeButton channel="login" phone={phone} beforeSend={phoneOk} />
        </div>
      </Form.Item>
      {error && <Alert className="ra-login-alert" type="error" showIcon title={error} />}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
