import {
  isGetCodeDisabled,
  limitLoginInput,
  trimCredential,
  validateLoginAccount,
  validateLoginCode,
  validateLoginPassword,
  validateLoginPhone,
} from './login';

describe('login validators (spec §5)', () => {
  it('rejects empty account and password', () => {
    expect(validateLoginAccount(' ')).toBe('账号/手机号不能为空');
    expect(validateLoginPassword('')).toBe('密码不能为空');
    expect(validateLoginAccount('stu_2026')).toBeUndefined();
    expect(validateLoginPassword('Abc123')).toBeUndefined();
  });

  it('rejects empty phone and code on phone login', () => {
    expect(validateLoginPhone('')).toBe('手机号码不能为空');
    expect(validateLoginCode(undefined)).toBe('验证码不能为空');
    expect(validateLoginPhone('13812345678')).toBeUndefined();
    expect(validateLoginCode('123456')).toBeUndefined();
  });

  it('trims credentials and limits phone/code input to 11 and 6 characters', () => {
    expect(trimCredential('  stu_2026 ')).toBe('stu_2026');
    expect(limitLoginInput('phone', '1381234567890')).toBe('13812345678');
    expect(limitLoginInput('code', '12345678')).toBe('123456');
  });

  it('disables get-code while counting down or without a phone', () => {
    expect(isGetCodeDisabled('', 0)).toBe(true);
    expect(isGetCodeDisabled('13812345678', 57)).toBe(true);
    expect(isGetCodeDisabled('13812345678', 0)).toBe(false);
  });
});
