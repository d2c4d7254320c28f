import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import {
  deriveRole,
  http,
  session,
  sessionUserOf,
  useSession,
  type RoleFlags,
  type SignInAnswer,
} from '@portal/shared-kit';

type LoginAnswer = SignInAnswer & RoleFlags;

/** Signs in against the portal server the dev server proxies to (POST /api/user/login). */
async function devSignIn(userName: string, passWord: string): Promise<void> {
  const answer = await http.call<LoginAnswer>(
    {
      method: 'POST',
      url: '/api/user/login',
      data: { userName, passWord, mac: '', applicationMark: 'portal' },
    },
    { toast: false },
  );
  session.signIn(sessionUserOf(answer));
  const role = deriveRole(answer);
  if (role) session.setRole(role);
}

/** The standalone page's sign-in: a demo account by default, or who is signed in and 退出. */
export function DevSignIn() {
  const { user } = useSession();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (user) {
    return (
      <Space data-testid="dev-signed-in">
        <span>已登录：{user.Name || user.UserName}</span>
        <Button onClick={() => session.clear()}>退出</Button>
      </Space>
    );
  }
  const submit = async (v: { userName: string; passWord: string }) => {
    setBusy(true);
    setError('');
    try {
      await devSignIn(v.userName, v.passWord);
    } catch (e) {
      setError(e instanceof Error ? e.message : '登录失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      layout="inline"
      data-testid="dev-sign-in"
      initialValues={{ userName: 'student01', passWord: 'Student123' }}
      onFinish={(v: { userName: string; passWord: string }) => void submit(v)}
    >
      <Form.Item name="userName" rules={[{ required: true, message: '请输入用户名' }]}>
        <Input placeholder="用户名" autoComplete="username" />
      </Form.Item>
      <Form.Item name="passWord" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        登录本地服务器
      </Button>
      {error && <Alert type="error" showIcon title={error} />}
    </Form>
  );
}
