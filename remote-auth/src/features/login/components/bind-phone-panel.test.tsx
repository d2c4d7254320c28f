import { ApiError, loadAntdScope, session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sendVerifyCode } from '../../../common/sms/api/send-verify-code';
import { renderAuth } from '../../../test-support/render-auth';
import { changeMobilePhone } from '../api/change-mobile-phone';
import { getAdminRight } from '../api/get-admin-right';
import { loginByPassword } from '../api/login-by-password';
import { LoginCard } from '../login-page';

jest.mock('../api/login-by-password');
jest.mock('../api/change-mobile-phone');
jest.mock('../api/get-admin-right');
jest.mock('../api/add-operation-log', () => ({ addOperationLog: () => Promise.resolve(true) }));
jest.mock('../../../common/sms/api/send-verify-code');

// antd forms render slowly in jsdom on a shared machine; the waits are for rendering, not timing.
jest.setTimeout(30_000);

// antd's providers (fetched by AntdScope on first use) load once per file, before the first test.
beforeAll(() => loadAntdScope(), 60_000);

const noPhone = {
  Token: 'tok-5',
  Name: '王五',
  UserName: 'student03',
  UserID: 5,
  Id: 5,
  MobilePhone: '',
  hasTrainUsePower: true,
  hasCombinePower: false,
  isAdminRole: false,
  isSystemAdmin: false,
  isNormalUserRole: true,
};

const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

async function openBindPanel() {
  renderAuth(<LoginCard />);
  fill('用户名/手机号', 'student03');
  fill('密码', 'Student123');
  fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
  await screen.findByTestId('bind-phone-panel');
}

beforeEach(() => {
  session.clear();
  jest.mocked(loginByPassword).mockResolvedValue(noPhone);
  jest.mocked(getAdminRight).mockResolvedValue({
    hasTrainUsePower: true,
    hasCombinePower: false,
    isAdminRole: false,
    isSystemAdmin: false,
    isNormalUserRole: true,
  });
  jest.mocked(sendVerifyCode).mockResolvedValue(true);
  jest.mocked(changeMobilePhone).mockReset();
});

describe('bind-phone panel', () => {
  it('opens after a first login without a phone on file, with the +86 prefix and hotline', async () => {
    await openBindPanel();
    expect(screen.getByText('+86')).toBeInTheDocument();
    expect(screen.getByText(/客服热线/)).toBeInTheDocument();
    expect(session.getState().token).toBe('tok-5');
  });

  it('shows the registration messages for an empty phone and code', async () => {
    await openBindPanel();
    fireEvent.click(screen.getByRole('button', { name: /确认绑定/ }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    // Each field settles its own validation; the two messages need not show in the same render.
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    fill('请输入手机号', '1234');
    expect(await screen.findByText('手机号格式不正确，请重新输入')).toBeInTheDocument();
    fill('请输入验证码', '12a');
    expect(await screen.findByText('校验码是6位数字，请重新输入')).toBeInTheDocument();
  });

  it('disables get-code while the phone is empty, then counts down 120 s after sending', async () => {
    await openBindPanel();
    const button = screen.getByRole('button', { name: '获取验证码' });
    expect(button).toBeDisabled();
    fill('请输入手机号', '13912345678');
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(sendVerifyCode).toHaveBeenCalledWith('13912345678', 3));
    expect(await screen.findByRole('button', { name: '120秒后重新获取' })).toBeDisabled();
  });

  it('binds the phone, says 绑定成功 and continues to the target', async () => {
    jest.mocked(changeMobilePhone).mockResolvedValue(true);
    await openBindPanel();
    fill('请输入手机号', '13912345678');
    fill('请输入验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /确认绑定/ }));
    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mainmatch'));
    expect(changeMobilePhone).toHaveBeenCalledWith('13912345678', '123456');
  });

  it('stays on the panel when the server refuses the binding', async () => {
    jest
      .mocked(changeMobilePhone)
      .mockRejectedValue(new ApiError('验证码错误，请重新输入', { kind: 'business' }));
    await openBindPanel();
    fill('请输入手机号', '13912345678');
    fill('请输入验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /确认绑定/ }));
    await waitFor(() => expect(changeMobilePhone).toHaveBeenCalled());
    expect(screen.getByTestId('bind-phone-panel')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/index');
  });

  it('skips the binding and continues to the target', async () => {
    await openBindPanel();
    fireEvent.click(screen.getByRole('button', { name: /跳\s*过/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mainmatch'));
  });
});
