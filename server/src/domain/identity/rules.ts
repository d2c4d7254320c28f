import { IDENTITY_TEXT as T } from './messages';

/** Spec §9 text limits. */
export const LIMITS = {
  USERNAME_MIN: 6,
  USERNAME_MAX: 20,
  PASSWORD_MIN: 6,
  PASSWORD_MAX: 16,
  REAL_NAME_MAX: 100,
  PHONE_LENGTH: 11,
  CODE_LENGTH: 6,
} as const;

const USERNAME = /^[A-Za-z0-9_]{6,20}$/;
const PASSWORD = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{6,16}$/;
const PHONE = /^1\d{10}$/;
const CODE = /^\d{6}$/;

/** A rule returns the Chinese message of the first broken rule, or undefined when valid. */
export type Rule = (value: string | undefined) => string | undefined;

/** Username: required, 6-20 letters, digits or underscore (spec §5). */
export const checkUserName: Rule = (v) =>
  !v ? T.USERNAME_REQUIRED : USERNAME.test(v) ? undefined : T.USERNAME_FORMAT;

/** Real name: required, at most 100 characters. */
export const checkRealName: Rule = (v) =>
  !v?.trim()
    ? T.REAL_NAME_REQUIRED
    : v.length > LIMITS.REAL_NAME_MAX
      ? T.REAL_NAME_TOO_LONG
      : undefined;

/** Password: required, 6-16 characters with a digit, a lowercase and an uppercase letter. */
export const checkPassword: Rule = (v) =>
  !v ? T.PASSWORD_REQUIRED : PASSWORD.test(v) ? undefined : T.PASSWORD_FORMAT;

/** Mainland mobile: 11 digits starting with 1. */
export const checkPhone: Rule = (v) =>
  !v ? T.PHONE_REQUIRED : PHONE.test(v) ? undefined : T.PHONE_FORMAT;

/** SMS code: 6 digits. */
export const checkCode: Rule = (v) =>
  !v ? T.CODE_REQUIRED : CODE.test(v) ? undefined : T.CODE_FORMAT;

/** True when the text looks like a phone number (login accepts account or phone). */
export const looksLikePhone = (v: string): boolean => PHONE.test(v);

/** First message of several checks, in order. */
export function firstProblem(...problems: (string | undefined)[]): string | undefined {
  return problems.find((p) => p !== undefined);
}
