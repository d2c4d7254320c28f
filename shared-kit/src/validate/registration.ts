import type { ValidationResult } from './limits';
import { TEXT_LIMITS } from './limits';
import { isMainlandPhone, isStrongPassword, isWordChars } from './patterns';

/** Registration and bind-phone messages of spec §5, including the async checks the UI runs. */
export const REGISTER_MESSAGES = {
  USERNAME_REQUIRED: '请输入用户名',
  USERNAME_FORMAT: '用户名为6-20个字符，支持数字、字母格式或下划线',
  USERNAME_TAKEN: '此用户名帐户已存在，请换一个试试',
  USERNAME_IS_BOUND_PHONE: '此手机号已绑定，不能作为用户名',
  USERNAME_CHECK_FAILED: '检查用户名异常',
  REAL_NAME_REQUIRED: '请输入真实姓名',
  REAL_NAME_TOO_LONG: '真实姓名不能超过100个字符',
  PASSWORD_REQUIRED: '请输入密码',
  PASSWORD_FORMAT: '密码格式不符合要求',
  CONFIRM_NEEDS_PASSWORD: '请先输入密码',
  CONFIRM_MISMATCH: '两次密码不一致，请重新输入',
  PHONE_REQUIRED: '请输入手机号',
  PHONE_FORMAT: '手机号格式不正确，请重新输入',
  PHONE_TAKEN: '此手机号码已绑定用户，请换一个试试',
  PHONE_CHECK_FAILED: '检查手机号码异常',
  SLIDER_REQUIRED: '请拖动滑块完成验证',
  SLIDER_ERROR: '哎呀，出错了，请再来一次',
  CODE_REQUIRED: '请输入验证码',
  CODE_FORMAT: '校验码是6位数字，请重新输入',
} as const;

const M = REGISTER_MESSAGES;
const blank = (v: string | null | undefined): boolean => (v ?? '').trim() === '';

/** Username: required, 6-20 letters, digits or underscore. */
export function validateUsername(value: string | null | undefined): ValidationResult {
  if (blank(value)) return M.USERNAME_REQUIRED;
  const v = (value ?? '').trim();
  const okLength = v.length >= TEXT_LIMITS.USERNAME_MIN && v.length <= TEXT_LIMITS.USERNAME_MAX;
  return okLength && isWordChars(v) ? undefined : M.USERNAME_FORMAT;
}

/** Real name: required, at most 100 characters. */
export function validateRealName(value: string | null | undefined): ValidationResult {
  if (blank(value)) return M.REAL_NAME_REQUIRED;
  return (value ?? '').trim().length > TEXT_LIMITS.REAL_NAME_MAX ? M.REAL_NAME_TOO_LONG : undefined;
}

/** Password: required, 6-16 characters with uppercase, lowercase and digits. */
export function validatePassword(value: string | null | undefined): ValidationResult {
  if (!value) return M.PASSWORD_REQUIRED;
  return isStrongPassword(value) ? undefined : M.PASSWORD_FORMAT;
}

/** Confirm password: needs the password first, then must equal it. */
export function validateConfirmPassword(
  confirm: string | null | undefined,
  password: string | null | undefined,
): ValidationResult {
  if (!password) return M.CONFIRM_NEEDS_PASSWORD;
  return confirm === password ? undefined : M.CONFIRM_MISMATCH;
}

/** Phone (registration and bind phone): required, 11 digits starting with 1. */
export function validatePhone(value: string | null | undefined): ValidationResult {
  if (blank(value)) return M.PHONE_REQUIRED;
  return isMainlandPhone((value ?? '').trim()) ? undefined : M.PHONE_FORMAT;
}

/** Drag slider: must be completed. */
export function validateSlider(completed: boolean): ValidationResult {
  return completed ? undefined : M.SLIDER_REQUIRED;
}

/** SMS verification code (registration and bind phone): required, 6 digits. */
export function validateVerificationCode(value: string | null | undefined): ValidationResult {
  if (blank(value)) return M.CODE_REQUIRED;
  return /^\d{6}$/.test((value ?? '').trim()) ? undefined : M.CODE_FORMAT;
}

/** The registration form of step 1 (spec §2). */
export interface RegistrationForm {
  name: string;
  realName: string;
  passWord: string;
  confirmPassWord: string;
  phone: string;
  sliderDone: boolean;
}

/** Runs the step-1 validators; returns the messages by field, empty when all pass. */
export function validateRegistrationForm(
  form: RegistrationForm,
): Partial<Record<keyof RegistrationForm, string>> {
  const results: [keyof RegistrationForm, ValidationResult][] = [
    ['name', validateUsername(form.name)],
    ['realName', validateRealName(form.realName)],
    ['passWord', validatePassword(form.passWord)],
    ['confirmPassWord', validateConfirmPassword(form.confirmPassWord, form.passWord)],
    ['phone', validatePhone(form.phone)],
    ['sliderDone', validateSlider(form.sliderDone)],
  ];
  return Object.fromEntries(results.filter(([, m]) => m !== undefined));
}
