import {
  REGISTER_MESSAGES,
  validateConfirmPassword,
  validatePassword,
  validatePhone,
  validateRealName,
  validateRegistrationForm,
  validateSlider,
  validateUsername,
  validateVerificationCode,
} from './registration';

describe('registration validators (spec §5)', () => {
  it('username: required, then 6-20 letters, digits or underscore', () => {
    expect(validateUsername('')).toBe('请输入用户名');
    expect(validateUsername('   ')).toBe('请输入用户名');
    const format = '用户名为6-20个字符，支持数字、字母格式或下划线';
    expect(validateUsername('abc12')).toBe(format);
    expect(validateUsername('a'.repeat(21))).toBe(format);
    expect(validateUsername('张三abcdef')).toBe(format);
    expect(validateUsername('user-01')).toBe(format);
    expect(validateUsername('stu_2026')).toBeUndefined();
    expect(validateUsername('a'.repeat(20))).toBeUndefined();
  });

  it('real name: required, at most 100 characters', () => {
    expect(validateRealName('')).toBe('请输入真实姓名');
    expect(validateRealName('王'.repeat(100))).toBeUndefined();
    expect(validateRealName('王'.repeat(101))).toBe(REGISTER_MESSAGES.REAL_NAME_TOO_LONG);
  });

  it('password: required, 6-16 with uppercase, lowercase and digits', () => {
    expect(validatePassword('')).toBe('请输入密码');
    expect(validatePassword('Abc123')).toBeUndefined();
    expect(validatePassword('Abcdefgh12345678')).toBeUndefined();
    for (const bad of ['Ab1', 'abc12345', 'ABC12345', 'Abcdefgh', 'Abcdefgh123456789', 'Abc 123']) {
      expect(validatePassword(bad)).toBe('密码格式不符合要求');
    }
  });

  it('confirm: needs the password first, then must match', () => {
    expect(validateConfirmPassword('Abc123', '')).toBe('请先输入密码');
    expect(validateConfirmPassword('Abc124', 'Abc123')).toBe('两次密码不一致，请重新输入');
    expect(validateConfirmPassword('Abc123', 'Abc123')).toBeUndefined();
  });

  it('phone: required, then 11 digits starting with 1', () => {
    expect(validatePhone('')).toBe('请输入手机号');
    expect(validatePhone('2381234567')).toBe('手机号格式不正确，请重新输入');
    expect(validatePhone('23812345678')).toBe('手机号格式不正确，请重新输入');
    expect(validatePhone('138123456789')).toBe('手机号格式不正确，请重新输入');
    expect(validatePhone('13812345678')).toBeUndefined();
  });

  it('slider must be completed', () => {
    expect(validateSlider(false)).toBe('请拖动滑块完成验证');
    expect(validateSlider(true)).toBeUndefined();
  });

  it('verification code: required, then 6 digits', () => {
    expect(validateVerificationCode('')).toBe('请输入验证码');
    expect(validateVerificationCode('12345')).toBe('校验码是6位数字，请重新输入');
    expect(validateVerificationCode('12345a')).toBe('校验码是6位数字，请重新输入');
    expect(validateVerificationCode('123456')).toBeUndefined();
  });

  it('keeps the async-check failure texts', () => {
    expect(REGISTER_MESSAGES.USERNAME_TAKEN).toBe('此用户名帐户已存在，请换一个试试');
    expect(REGISTER_MESSAGES.USERNAME_IS_BOUND_PHONE).toBe('此手机号已绑定，不能作为用户名');
    expect(REGISTER_MESSAGES.USERNAME_CHECK_FAILED).toBe('检查用户名异常');
    expect(REGISTER_MESSAGES.PHONE_TAKEN).toBe('此手机号码已绑定用户，请换一个试试');
    expect(REGISTER_MESSAGES.PHONE_CHECK_FAILED).toBe('检查手机号码异常');
    expect(REGISTER_MESSAGES.SLIDER_ERROR).toBe('哎呀，出错了，请再来一次');
  });

  it('validates the whole step-1 form by field', () => {
    const ok = {
      name: 'stu_2026',
      realName: '李雷',
      passWord: 'Abc123',
      confirmPassWord: 'Abc123',
      phone: '13812345678',
      sliderDone: true,
    };
    expect(validateRegistrationForm(ok)).toEqual({});
    expect(validateRegistrationForm({ ...ok, confirmPassWord: 'x', sliderDone: false })).toEqual({
      confirmPassWord: '两次密码不一致，请重新输入',
      sliderDone: '请拖动滑块完成验证',
    });
  });
});
