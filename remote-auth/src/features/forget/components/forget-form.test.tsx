import { loadAntdScope } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sendPhoneCode } from '../../../common/sms/api/send-phone-code';
import { renderAuthInScope } from '../../../test-support/render-auth';
import { changePasswordByPhone } from '../api/change-password-by-phone';
import { ForgetPage } from '../forget-page';

jest.mock('../api/change-password-by-phone');
jest.mock('../../../common/sms/api/send-phone-code');

// antd forms render slowly in jsdom on a shared machine; the waits are for rendering, not timing.
jest.setTimeout(30_000);

// antd's providers (fetched by AntdScope on first use) load once per file, before the first test.
beforeAll(() => loadAntdScope(), 60_000);

const PASSWORD = '6-16位，须包含大写字母、小写字母和数字';
const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /重置密码/ }));

beforeEach(() => {
  jest.mocked(sendPhoneCode).mockResolvedValue(true);
  jest.mocked(changePasswordByPhone).mockReset();
});

describe('password reset form', () => {
  it('shows the required messages when submitted empty', async () => {
    await renderAuthInScope(<ForgetPage />, '/Forget');
    submit();
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    // Each field settles its own validation; the messages need not show in the same render.
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(await screen.findByText('请先输入密码')).toBeInTheDocument();
    expect(changePasswordByPhone).not.toHaveBeenCalled();
  });

  it('checks the phone, code, password format and confirmation', async () => {
    await renderAuthInScope(<ForgetPage />, '/Forget');
    fill('请输入绑定的手机号', '2380000');
    expect(await screen.findByText('手机号格式不正确，请重新输入')).toBeInTheDocument();
    fill('请输入验证码', '1');
    expect(await screen.findByText('校验码是6位数字，请重新输入')).toBeInTheDocument();
    fill(PASSWORD, 'short');
    expect(await screen.findByText('密码格式不符合要求')).toBeInTheDocument();
    fill('请再次输入新密码', 'other');
    expect(await screen.findByText('两次密码不一致，请重新输入')).toBeInTheDocument();
  });

  it('sends a reset code (type 4) and resets the password', async () => {
    jest.mocked(changePasswordByPhone).mockResolvedValue(true);
    await renderAuthInScope(<ForgetPage />, '/Forget');
    fill('请输入绑定的手机号', '13800000001');
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sendPhoneCode).toHaveBeenCalledWith('13800000001', 4));
    fill('请输入验证码', '654321');
    fill(PASSWORD, 'Newpass1');
    fill('请再次输入新密码', 'Newpass1');
    submit();
    expect(await screen.findByText('密码重置成功')).toBeInTheDocument();
    expect(changePasswordByPhone).toHaveBeenCalledWith('13800000001', '654321', 'Newpass1');
  });

  it('stays on the form when the server refuses the reset', async () => {
    jest.mocked(changePasswordByPhone).mockRejectedValue(new Error('验证码错误'));
    await renderAuthInScope(<ForgetPage />, '/Forget');
    fill('请输入绑定的手机号', '13800000001');
    fill('请输入验证码', '654321');
    fill(PASSWORD, 'Newpass1');
    fill('请再次输入新密码', 'Newpass1');
    submit();
    await waitFor(() => expect(changePasswordByPhone).toHaveBeenCalled());
    expect(screen.queryByText('密码重置成功')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重置密码/ })).toBeInTheDocument();
  });
});
