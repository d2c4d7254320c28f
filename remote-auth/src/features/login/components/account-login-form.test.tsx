import { ApiError, LOGIN_MODE, session } from '@portal/shared-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuth } from '../../../test-support/render-auth';
import { getAdminRight } from '../api/get-admin-right';
import { loginByPassword } from '../api/login-by-password';
import { selectLogin } from '../state/login.selectors';
import { errorCleared, loginRequested } from '../state/login.slice';
import { AccountLoginForm, accountProblems } from './account-login-form';

jest.mock('../api/login-by-password');
jest.mock('../api/get-admin-right');
jest.mock('../api/add-operation-log', () => ({ addOperationLog: () => Promise.resolve(1) }));

const login = jest.mocked(loginByPassword);

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
  jest.mocked(getAdminRight).mockResolvedValue({
    hasTrainUsePower: true,
    hasCombinePower: false,
    isAdminRole: false,
    isSystemAdmin: false,
    isNormalUserRole: true,
  });
});

const account = () => screen.getByPlaceholderText('用户名/手机号');
const password = () => screen.getByPlaceholderText('密码');
const submitButton = () => screen.getByRole('button', { name: /^登\s*录$/ });
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** The message shown under a field (its aria-describedby), if any. */
const messageOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('account login form', () => {
  it('keeps the hooks the e2e tests use', () => {
    renderAuth(<AccountLoginForm />);
    const form = document.getElementById('account-login') as HTMLFormElement;
    expect(form.tagName).toBe('FORM');
    expect(form.querySelector('button[type="submit"]')).toBe(submitButton());
    expect(account()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: '忘记密码?' })).toHaveAttribute('href', '/Forget');
  });

  it('checks the fields on submit only, with shared-kit’s messages, each under its field', () => {
    const { store } = renderAuth(<AccountLoginForm />);
    fill(account(), '');
    expect(screen.queryByText('账号/手机号不能为空')).toBeNull();
    fireEvent.click(submitButton());
    expect(messageOf(account())).toBe('账号/手机号不能为空');
    expect(messageOf(password())).toBe('密码不能为空');
    expect(account()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(selectLogin(store.getState()).submitting).toBe(false);
    expect(login).not.toHaveBeenCalled();
    // Blanks only are empty too (the values are trimmed).
    fill(account(), '   ');
    fill(password(), 'Student123');
    fireEvent.click(submitButton());
    expect(messageOf(account())).toBe('账号/手机号不能为空');
    expect(messageOf(password())).toBeUndefined();
    expect(login).not.toHaveBeenCalled();
  });

  it('clears a field’s message when that field is edited, leaving the other’s', () => {
    renderAuth(<AccountLoginForm />);
    fireEvent.click(submitButton());
    fill(account(), 'student01');
    expect(screen.queryByText('账号/手机号不能为空')).toBeNull();
    expect(account()).not.toHaveAttribute('aria-invalid');
    expect(messageOf(password())).toBe('密码不能为空');
  });

  it('clears the login error when a field is edited', async () => {
    login.mockRejectedValue(new ApiError('账号或密码错误', { kind: 'business' }));
    const { store } = renderAuth(<AccountLoginForm />);
    const dispatch = jest.spyOn(store, 'dispatch');
    fill(account(), 'student01');
    fill(password(), 'bad');
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(screen.getByRole('alert')).toHaveClass('ra-login-alert');
    dispatch.mockClear();
    fill(password(), 'better');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dispatch).toHaveBeenCalledWith(errorCleared());
    expect(selectLogin(store.getState()).error).toBeNull();
  });

  it('submits with Enter, dispatching loginRequested with the trimmed values', async () => {
    login.mockResolvedValue(answer);
    const user = userEvent.setup();
    const { store } = renderAuth(<AccountLoginForm />);
    const dispatch = jest.spyOn(store, 'dispatch');
    await user.type(account(), ' student01 ');
    await user.type(password(), 'Student123{Enter}');
    expect(dispatch).toHaveBeenCalledWith(
      loginRequested({ mode: LOGIN_MODE.ACCOUNT, account: 'student01', password: 'Student123' }),
    );
    await waitFor(() => expect(login).toHaveBeenCalledWith('student01', 'Student123'));
  });

  it('shows a busy, disabled button while signing in, and sends no second request', async () => {
    let answerLogin: (value: typeof answer) => void = () => undefined;
    login.mockImplementation(() => new Promise((resolve) => (answerLogin = resolve)));
    renderAuth(<AccountLoginForm />);
    fill(account(), 'student01');
    fill(password(), 'Student123');
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(submitButton().querySelector('.anticon-loading')).not.toBeNull();
    fireEvent.submit(document.getElementById('account-login') as HTMLFormElement);
    expect(login).toHaveBeenCalledTimes(1);
    answerLogin(answer);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mainmatch'));
  });
});

it('names what is wrong with the values, field by field', () => {
  expect(accountProblems({ account: '', password: '' })).toEqual({
    account: '账号/手机号不能为空',
    password: '密码不能为空',
  });
  expect(accountProblems({ account: 'a', password: 'b' })).toEqual({});
});
