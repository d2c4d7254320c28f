import { LockOutlined, UserOutlined } from '@ant-design/icons';
import {
  LOGIN_MODE,
  trimCredential,
  validateLoginAccount,
  validateLoginPassword,
} from '@portal/shared-kit';
import { Alert, Button, Form, Input } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { ruleOf } from '../../../common/form-rules';
import { selectLogin } from '../state/login.selectors';
import { errorCleared, loginRequested } from '../state/login.slice';

interface AccountValues {
  account: string;
  password: string;
}

/** Account (user name or phone) and password: the default login mode. */
export function AccountLoginForm() {
  const dispatch = useDispatch();
  const { submitting, error } = useSelector(selectLogin);
  const onFinish = (v: AccountValues) =>
    dispatch(
      loginRequested({ mode: LOGIN_MODE.ACCOUNT, account: v.account, password: v.password }),
    );
  return (
    <Form<AccountValues>
      name="account-login"
      size="large"
      onFinish={onFinish}
      onValuesChange={() => error && dispatch(errorCleared())}
    >
      <Form.Item
        name="account"
        normalize={trimCredential}
        rules={[ruleOf(validateLoginAccount)]}
        validateTrigger="onSubmit"
      >
        <Input prefix={<UserOutlined />} placeholder="用户名/手机号" autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="password"
        normalize={trimCredential}
        rules={[ruleOf(validateLoginPassword)]}
        validateTrigger="onSubmit"
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="密码"
          autoComplete="current-password"
        />
      </Form.Item>
      {error && <Alert className="ra-login-alert" type="error" showIcon title={error} />}
      <div className="ra-login-row">
        <span className="ra-muted">请使用学校分配的账号登录</span>
        <Link to="/Forget">忘记密码?</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
