import { LockOutlined, UserOutlined } from '@ant-design/icons';
import {
  LOGIN_MODE,
  trimCredential,
  validateLoginAccount,
  validateLoginPassword,
} from '@portal/shared-kit';
import { type FormEvent, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import {
  ErrorAlert,
  helpIdOf,
  PasswordInput,
  PlainButton,
  PlainField,
  TextInput,
} from '../../../common/plain';
import { selectLogin } from '../state/login.selectors';
import { errorCleared, loginRequested } from '../state/login.slice';

type AccountField = 'account' | 'password';
type AccountValues = Record<AccountField, string>;
type AccountProblems = Partial<Record<AccountField, string>>;

/** The form's id (the e2e tests find its submit button by it) and its inputs' ids. */
const FORM_ID = 'account-login';
const inputId = (field: AccountField) => `${FORM_ID}_${field}`;

/** Each field's check, run on submit (shared-kit's login rules). */
const CHECKS: Readonly<Record<AccountField, (value: string) => string | undefined>> = {
  account: validateLoginAccount,
  password: validateLoginPassword,
};

/** What is wrong with the values, field by field (nothing: they may be sent). */
export function accountProblems(values: AccountValues): AccountProblems {
  const problems: AccountProblems = {};
  for (const field of Object.keys(CHECKS) as AccountField[]) {
    const problem = CHECKS[field](values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * Account (user name or phone) and password: the default login mode, on the landing page's first
 * load, so plain React and the area's own controls instead of antd's Form. It keeps the Form's
 * behaviour: values trimmed as typed, both fields checked on submit (each message under its
 * field), editing a field clears its message and the login error, Enter submits.
 */
export function AccountLoginForm() {
  const dispatch = useDispatch();
  const { submitting, error } = useSelector(selectLogin);
  const [values, setValues] = useState<AccountValues>({ account: '', password: '' });
  const [problems, setProblems] = useState<AccountProblems>({});
  const edit = (field: AccountField) => (typed: string) => {
    setValues((v) => ({ ...v, [field]: trimCredential(typed) }));
    setProblems((p) => (p[field] ? { ...p, [field]: undefined } : p));
    if (error) dispatch(errorCleared());
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const found = accountProblems(values);
    setProblems(found);
    if (found.account || found.password) return;
    dispatch(
      loginRequested({
        mode: LOGIN_MODE.ACCOUNT,
        account: values.account,
        password: values.password,
      }),
    );
  };
  const fieldProps = (field: AccountField) => ({
    id: inputId(field),
    name: field,
    value: values[field],
    onValueChange: edit(field),
    invalid: Boolean(problems[field]),
    'aria-describedby': problems[field] ? helpIdOf(inputId(field)) : undefined,
  });
  return (
    <form id={FORM_ID} className="ra-account-form" noValidate onSubmit={onSubmit}>
      <PlainField inputId={inputId('account')} error={problems.account}>
        <TextInput
          {...fieldProps('account')}
          prefix={<UserOutlined />}
          placeholder="用户名/手机号"
          autoComplete="username"
        />
      </PlainField>
      <PlainField inputId={inputId('password')} error={problems.password}>
        <PasswordInput
          {...fieldProps('password')}
          prefix={<LockOutlined />}
          placeholder="密码"
          autoComplete="current-password"
        />
      </PlainField>
      {error && <ErrorAlert className="ra-login-alert">{error}</ErrorAlert>}
      <div className="ra-login-row">
        <span className="ra-muted">请使用学校分配的账号登录</span>
        <Link to="/Forget">忘记密码?</Link>
      </div>
      <PlainButton variant="primary" size="large" type="submit" block loading={submitting}>
        登录
      </PlainButton>
    </form>
  );
}
