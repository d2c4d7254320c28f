import { loadAntdScope } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sendVerifyCode } from '../../../common/sms/api/send-verify-code';
import { renderAuthInScope } from '../../../test-support/render-auth';
import { existsName } from '../api/exists-name';
import { existsPhone } from '../api/exists-phone';
import { registerUser } from '../api/register-user';
import { RegisterPage } from '../register-page';

jest.mock('../api/exists-name');
jest.mock('../api/exists-phone');
jest.mock('../api/register-user');
jest.mock('../../../common/sms/api/send-verify-code');

// antd forms render slowly in jsdom on a shared machine; the waits are for rendering, not timing.
jest.setTimeout(30_000);

// antd's providers (fetched by AntdScope on first use) load once per file, before the first test.
beforeAll(() => loadAntdScope(), 60_000);

const NAME = '6-20位字母、数字或下划线，注册后不可修改';
const PASSWORD = '6-16位，须包含大写字母、小写字母和数字';

const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const blur = (placeholder: string) => fireEvent.blur(screen.getByPlaceholderText(placeholder));
const next = () => fireEvent.click(screen.getByRole('button', { name: /下一步/ }));

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 300,
  });
  if (typeof window.PointerEvent === 'undefined') {
    Object.assign(window, { PointerEvent: MouseEvent });
  }
});

afterAll(() => {
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(existsName).mockResolvedValue(false);
  jest.mocked(existsPhone).mockResolvedValue(false);
  jest.mocked(sendVerifyCode).mockResolvedValue(true);
  jest.mocked(registerUser).mockReset();
});

function slide(to: number) {
  const handle = screen.getByRole('slider');
  fireEvent.pointerDown(handle, { clientX: 0 });
  fireEvent.pointerMove(handle, { clientX: to });
  fireEvent.pointerUp(handle, { clientX: to });
}

function fillValidForm() {
  fill(NAME, 'new_student');
  fill('请输入真实姓名', '赵同学');
  fill(PASSWORD, 'Abc12345');
  fill('请再次输入密码', 'Abc12345');
  fill('请输入手机号', '13912345678');
  slide(300);
}

describe('registration form', () => {
  it('shows every required message when submitted empty', async () => {
    await renderAuthInScope(<RegisterPage />, '/Register');
    next();
    for (const text of [
      '请输入用户名',
      '请输入真实姓名',
      '请输入密码',
      '请先输入密码',
      '请输入手机号',
      '请拖动滑块完成验证',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it('shows the format messages of user name, password, confirmation and phone', async () => {
    await renderAuthInScope(<RegisterPage />, '/Register');
    fill(NAME, 'ab');
    expect(
      await screen.findByText('用户名为6-20个字符，支持数字、字母格式或下划线'),
    ).toBeInTheDocument();
    fill(PASSWORD, 'abcdef');
    expect(await screen.findByText('密码格式不符合要求')).toBeInTheDocument();
    fill('请再次输入密码', 'abcdeg');
    expect(await screen.findByText('两次密码不一致，请重新输入')).toBeInTheDocument();
    fill('请输入手机号', '12345');
    expect(await screen.findByText('手机号格式不正确，请重新输入')).toBeInTheDocument();
  });

  it('says the user name is taken when the server knows it', async () => {
    jest.mocked(existsName).mockResolvedValue(true);
    await renderAuthInScope(<RegisterPage />, '/Register');
    fill(NAME, 'student01');
    blur(NAME);
    expect(await screen.findByText('此用户名帐户已存在，请换一个试试')).toBeInTheDocument();
    expect(existsName).toHaveBeenCalledWith('student01');
  });

  it('refuses a user name that is a phone bound to someone', async () => {
    jest.mocked(existsPhone).mockResolvedValue(true);
    await renderAuthInScope(<RegisterPage />, '/Register');
    fill(NAME, '13800000001');
    blur(NAME);
    expect(await screen.findByText('此手机号已绑定，不能作为用户名')).toBeInTheDocument();
  });

  it('says 检查用户名异常 when the name check fails', async () => {
    jest.mocked(existsName).mockRejectedValue(new Error('offline'));
    await renderAuthInScope(<RegisterPage />, '/Register');
    fill(NAME, 'new_student');
    blur(NAME);
    expect(await screen.findByText('检查用户名异常')).toBeInTheDocument();
  });

  it('says the phone is bound, or 检查手机号码异常 when the check fails', async () => {
    jest.mocked(existsPhone).mockResolvedValueOnce(true).mockRejectedValueOnce(new Error('x'));
    await renderAuthInScope(<RegisterPage />, '/Register');
    fill('请输入手机号', '13800000001');
    blur('请输入手机号');
    expect(await screen.findByText('此手机号码已绑定用户，请换一个试试')).toBeInTheDocument();
    fill('请输入手机号', '13800000002');
    blur('请输入手机号');
    expect(await screen.findByText('检查手机号码异常')).toBeInTheDocument();
  });

  it('says 哎呀，出错了，请再来一次 when the slider is released early', async () => {
    await renderAuthInScope(<RegisterPage />, '/Register');
    slide(100);
    expect(await screen.findByText('哎呀，出错了，请再来一次')).toBeInTheDocument();
  });

  it('goes through code verification to the success step', async () => {
    jest
      .mocked(registerUser)
      .mockResolvedValue({ name: 'student01', phone: '13912345678', userID: 9 });
    await renderAuthInScope(<RegisterPage />, '/Register');
    fillValidForm();
    expect(await screen.findByText('验证通过')).toBeInTheDocument();
    next();
    expect(await screen.findByText(/验证码已发送至手机/)).toBeInTheDocument();
    expect(sendVerifyCode).toHaveBeenCalledWith('13912345678', 1);
    expect(await screen.findByRole('button', { name: '120秒后重新获取' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /提交注册/ }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    fill('请输入验证码', '12ab');
    expect(await screen.findByText('校验码是6位数字，请重新输入')).toBeInTheDocument();
    fill('请输入验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /提交注册/ }));
    expect(await screen.findByText('注册成功')).toBeInTheDocument();
    expect(registerUser).toHaveBeenCalledWith({
      name: 'new_student',
      realName: '赵同学',
      passWord: 'Abc12345',
      phone: '13912345678',
      phoneCode: '123456',
    });
    expect(screen.getByText('new_student')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/index'));
  });

  it('stays on step 1 when the server check finds the name taken at submission', async () => {
    await renderAuthInScope(<RegisterPage />, '/Register');
    fillValidForm();
    jest.mocked(existsName).mockResolvedValue(true);
    next();
    expect(await screen.findByText('此用户名帐户已存在，请换一个试试')).toBeInTheDocument();
    expect(sendVerifyCode).not.toHaveBeenCalled();
  });
});
