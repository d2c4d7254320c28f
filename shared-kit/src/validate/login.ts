import type { ValidationResult } from './limits';
import { TEXT_LIMITS } from './limits';

/** Login panel messages of spec §5. */
export const LOGIN_MESSAGES = {
  ACCOUNT_REQUIRED: '账号/手机号不能为空',
  PASSWORD_REQUIRED: '密码不能为空',
  PHONE_REQUIRED: '手机号码不能为空',
  CODE_REQUIRED: '验证码不能为空',
} as const;

const blank = (v: string | null | undefined): boolean => (v ?? '').trim() === '';

/** Account login: the account (user name or phone) must not be empty. */
export function validateLoginAccount(value: string | null | undefined): ValidationResult {
  return blank(value) ? LOGIN_MESSAGES.ACCOUNT_REQUIRED : undefined;
}

/** Account login: the password must not be empty. */
export function validateLoginPassword(value: string | null | undefined): ValidationResult {
  return blank(value) ? LOGIN_MESSAGES.PASSWORD_REQUIRED : undefined;
}

/** Phone login: the phone must not be empty. */
export function validateLoginPhone(value: string | null | undefined): ValidationResult {
  return blank(value) ? LOGIN_MESSAGES.PHONE_REQUIRED : undefined;
}

/** Phone login: the SMS code must not be empty. */
export function validateLoginCode(value: string | null | undefined): ValidationResult {
  return blank(value) ? LOGIN_MESSAGES.CODE_REQUIRED : undefined;
}

/** Account and password are trimmed on change (spec §5). */
export function trimCredential(value: string): string {
  return value.trim();
}

/** Phone-login inputs are cut to 11 (phone) and 6 (code) characters. */
export function limitLoginInput(kind: 'phone' | 'code', value: string): string {
  return value.slice(0, kind === 'phone' ? TEXT_LIMITS.PHONE_LENGTH : TEXT_LIMITS.SMS_CODE_LENGTH);
}

/** The get-code button is disabled while the countdown runs or the phone is empty. */
export function isGetCodeDisabled(phone: string, countdownSeconds: number): boolean {
  return countdownSeconds > 0 || blank(phone);
}
