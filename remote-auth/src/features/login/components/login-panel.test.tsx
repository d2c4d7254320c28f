import { ApiError, loadAntdScope, LOGIN_MODE, MESSAGES, session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAuth } from '../../../test-support/render-auth';
import { addOperationLog } from '../api/add-operation-log';
import { getAdminRight } from '../api/get-admin-right';
import { loginByPassword } from '../api/login-by-password';
import { saveQrCode } from '../api/save-qr-code';
import { LoginCard } from '../login-page';
import { LoginPanel } from './login-panel';

jest.mock('../api/login-by-password');
jest.mock('../api/save-qr-code');
jest.mock('../api/get-admin-right');
jest.mock('../api/add-operation-log');

// antd parts (phone and QR login, toasts) render slowly in jsdom on a shared machine; the waits are
// for rendering, not timing.
jest.setTimeout(30_000);

// antd's providers (fetched by AntdScope on first use) load once per file, before the first test.
beforeAll(() => loadAntdScope(), 60_000);

const login = jest.mocked(loginByPassword);

/** What GetAdminRight answers for a student. */
const studentRights = {
  hasCombinePower: false,
  isAdminRole: false,
  isSystemAdmin: false,
  isNormalUserRole: true,
};

const answer = {
  Token: 'tok-1',
  Name: '张三',
  UserName: 'student01',
  UserID: 3,
  Id: 3,
  MobilePhone: '13800000001',
  hasTrainUsePower: true,
  hasCombinePower: false,
  isAdminRole: false,
  isSystemAdmin: false,
  isNormalUserRole: true,
};

beforeEach(() => {
  session.clear();
  login.mockReset();
  jest.mocked(getAdminRight).mockResolvedValue({ ...studentRights, hasTrainUsePower: true });
  jest.mocked(addOperationLog).mockResolvedValue(1);
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('account login panel', () => {
  it('shows 账号/手机号不能为空 and 密码不能为空 when submitted empty', async () => {
    renderAuth(<LoginPanel />);
    submit();
    expect(await screen.findByText('账号/手机号不能为空')).toBeInTheDocument();
    // Each field settles its own validation; the two messages need not show in the same render.
    expect(await screen.findByText('密码不能为空')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('trims the account and password as they are typed and signs in with them', async () => {
    login.mockResolvedValue(answer);
    renderAuth(<LoginPanel />);
    fill('用户名/手机号', ' student01 ');
    fill('密码', ' Student123 ');
    expect(screen.getByPlaceholderText('用户名/手机号')).toHaveValue('student01');
    submit();
    await waitFor(() => expect(login).toHaveBeenCalledWith('student01', 'Student123'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mainmatch'));
    expect(session.getState().token).toBe('tok-1');
    expect(session.getState().role).toBe('student');
    expect(addOperationLog).toHaveBeenCalledWith(
      expect.objectContaining({ content: '账号密码登录', username: 'student01' }),
    );
  });

  it('shows the server message in an inline alert when the login is refused', async () => {
    login.mockRejectedValue(new ApiError('账号或密码错误', { kind: 'business' }));
    renderAuth(<LoginPanel />);
    fill('用户名/手机号', 'student01');
    fill('密码', 'bad');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(session.getState().token).toBeNull();
  });

  it('shows 请求异常 when the server cannot be reached', async () => {
    login.mockRejectedValue(new Error('socket hang up'));
    renderAuth(<LoginPanel />);
    fill('用户名/手机号', 'student01');
    fill('密码', 'Student123');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('请求异常');
  });

  it('refuses /TrainTeach with 没有实训版权限 when the user has no training right', async () => {
    login.mockResolvedValue({ ...answer, hasTrainUsePower: false });
    jest.mocked(getAdminRight).mockResolvedValue({ ...studentRights, hasTrainUsePower: false });
    renderAuth(<LoginCard />, '/index?redirect=/TrainTeach');
    fill('用户名/手机号', 'student01');
    fill('密码', 'Student123');
    submit();
    expect(await screen.findByText('没有实训版权限')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/index');
  });

  it('switches between account and QR login with the corner icon', async () => {
    jest.mocked(saveQrCode).mockResolvedValue({
      QRCodeKey: 'k1',
      QRCodeSecret: 'secret-k1',
      Freq: 2,
      APIUrl: 'http://portal/demo/qr-scan?key=k1',
      Status: 0,
      Info: '等待扫码',
    });
    renderAuth(<LoginPanel />);
    fireEvent.click(screen.getByRole('button', { name: '扫码登录' }));
    expect(await screen.findByRole('heading', { name: '扫码登录' })).toBeInTheDocument();
    await waitFor(() => expect(saveQrCode).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: '账号登录' }));
    expect(screen.getByPlaceholderText('用户名/手机号')).toBeInTheDocument();
  });

  it('shows the account tab first and the corner switch’s tooltip, then the QR one', () => {
    renderAuth(<LoginPanel />);
    const panel = screen.getByTestId('login-panel');
    expect(panel).toHaveAttribute('data-mode', String(LOGIN_MODE.ACCOUNT));
    expect(screen.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '手机登录' })).toHaveAttribute('aria-selected', 'false');
    const corner = screen.getByRole('button', { name: '扫码登录' });
    expect(corner.parentElement?.querySelector('.ra-tip')).toHaveTextContent('扫码登录');
    expect(screen.getByRole('link', { name: MESSAGES.REGISTER_LINK })).toHaveAttribute(
      'href',
      '/Register',
    );
  });

  it('switches to phone login by its tab (the antd form in its scope) and back by the keyboard', async () => {
    renderAuth(<LoginPanel />);
    fill('用户名/手机号', 'student01');
    fireEvent.click(screen.getByRole('tab', { name: '手机登录' }));
    expect(screen.getByTestId('login-panel')).toHaveAttribute(
      'data-mode',
      String(LOGIN_MODE.PHONE),
    );
    expect(await screen.findByPlaceholderText('手机号码')).toBeVisible();
    expect(document.querySelector('form#phone-login')).not.toBeNull();
    expect(screen.getByPlaceholderText('用户名/手机号')).not.toBeVisible();
    fireEvent.keyDown(screen.getByRole('tab', { name: '手机登录' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '账号登录' })).toHaveFocus();
    // What was typed stays, as with antd's Tabs.
    expect(screen.getByPlaceholderText('用户名/手机号')).toHaveValue('student01');
    expect(screen.getByPlaceholderText('用户名/手机号')).toBeVisible();
  });
});
