import { ApiError, loadAntdScope, session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sendPhoneCode } from '../../../common/sms/api/send-phone-code';
import { renderAuthInScope } from '../../../test-support/render-auth';
import { loginByPhoneCode } from '../api/login-by-phone-code';
import { PhoneLoginForm } from './phone-login-form';

jest.mock('../api/login-by-phone-code');
jest.mock('../../../common/sms/api/send-phone-code');

// antd forms render slowly in jsdom on a shared machine; the waits are for rendering, not timing.
jest.setTimeout(30_000);

// antd's providers (fetched by AntdScope on first use) load once per file, before the first test.
beforeAll(() => loadAntdScope(), 60_000);

const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));

beforeEach(() => {
  session.clear();
  jest.mocked(loginByPhoneCode).mockReset();
  jest.mocked(sendPhoneCode).mockReset();
});

describe('phone login form', () => {
  it('shows 手机号码不能为空 and 验证码不能为空 when submitted empty', async () => {
    await renderAuthInScope(<PhoneLoginForm />);
    submit();
    expect(await screen.findByText('手机号码不能为空')).toBeInTheDocument();
    // Each field settles its own validation; the two messages need not show in the same render.
    expect(await screen.findByText('验证码不能为空')).toBeInTheDocument();
    expect(loginByPhoneCode).not.toHaveBeenCalled();
  });

  it('limits the phone to 11 and the code to 6 characters', async () => {
    await renderAuthInScope(<PhoneLoginForm />);
    fill('手机号码', '138000000019999');
    fill('短信验证码', '12345678');
    expect(screen.getByPlaceholderText('手机号码')).toHaveValue('13800000001');
    expect(screen.getByPlaceholderText('短信验证码')).toHaveValue('123456');
  });

  it('sends a login code and disables the button for the 120 s countdown', async () => {
    jest.mocked(sendPhoneCode).mockResolvedValue(true);
    await renderAuthInScope(<PhoneLoginForm />);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeDisabled();
    fill('手机号码', '13800000001');
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sendPhoneCode).toHaveBeenCalledWith('13800000001', 2));
    expect(await screen.findByRole('button', { name: '120秒后重新获取' })).toBeDisabled();
  });

  it('keeps the button available when the code could not be sent', async () => {
    jest.mocked(sendPhoneCode).mockRejectedValue(new ApiError('请求异常', { kind: 'network' }));
    await renderAuthInScope(<PhoneLoginForm />);
    fill('手机号码', '13800000001');
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sendPhoneCode).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled());
  });

  it('shows the server message inline when the code is wrong', async () => {
    jest
      .mocked(loginByPhoneCode)
      .mockRejectedValue(new ApiError('验证码错误，请重新输入', { kind: 'business' }));
    await renderAuthInScope(<PhoneLoginForm />);
    fill('手机号码', '13800000001');
    fill('短信验证码', '000000');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误，请重新输入');
    expect(loginByPhoneCode).toHaveBeenCalledWith('13800000001', '000000');
  });
});
