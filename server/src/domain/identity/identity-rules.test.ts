import { accountExpiry } from './account-expiry';
import { afterWrongPassword, attemptsLeft, DEFAULT_LOCKOUT, isLocked } from './lockout';
import { effectiveQrStatus, nextQrStatus, QR_STATUS } from './qr-login';
import { RateLimiter } from './rate-limiter';
import { canCreateRole, canManage, roleFlags } from './roles';
import { checkCode, checkPassword, checkPhone, checkUserName } from './rules';
import { checkStoredCode, formatCode, resendWaitMs } from './verify-code';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

describe('registration field rules', () => {
  it('accepts 6-20 letters, digits or underscore as user name', () => {
    expect(checkUserName('abc_12')).toBeUndefined();
    expect(checkUserName('abc12')).toBe('用户名为6-20个字符，支持数字、字母格式或下划线');
    expect(checkUserName('a'.repeat(21))).toBe('用户名为6-20个字符，支持数字、字母格式或下划线');
    expect(checkUserName('张三同学很好')).toBe('用户名为6-20个字符，支持数字、字母格式或下划线');
    expect(checkUserName('')).toBe('请输入用户名');
  });

  it('needs a digit, a lowercase and an uppercase letter in a 6-16 password', () => {
    expect(checkPassword('Abc123')).toBeUndefined();
    expect(checkPassword('abc123')).toBe('密码格式不符合要求');
    expect(checkPassword('ABCdef')).toBe('密码格式不符合要求');
    expect(checkPassword('Abc12345678901234')).toBe('密码格式不符合要求');
  });

  it('takes an 11-digit mainland mobile starting with 1 and a 6-digit code', () => {
    expect(checkPhone('13800000000')).toBeUndefined();
    expect(checkPhone('23800000000')).toBe('手机号格式不正确，请重新输入');
    expect(checkCode('012345')).toBeUndefined();
    expect(checkCode('12345')).toBe('校验码是6位数字，请重新输入');
  });
});

describe('password lockout', () => {
  it('locks on the fifth consecutive wrong password for the cool-down', () => {
    let state = { wrongCount: 0, lockedUntil: null as Date | null };
    for (let i = 0; i < 4; i += 1) state = afterWrongPassword(state, at(0), DEFAULT_LOCKOUT);
    expect(isLocked(state, at(0))).toBe(false);
    expect(attemptsLeft(state, DEFAULT_LOCKOUT)).toBe(1);
    state = afterWrongPassword(state, at(0), DEFAULT_LOCKOUT);
    expect(isLocked(state, at(DEFAULT_LOCKOUT.lockMs - 1))).toBe(true);
    expect(isLocked(state, at(DEFAULT_LOCKOUT.lockMs))).toBe(false);
  });

  it('starts counting afresh after a lock has expired', () => {
    const locked = { wrongCount: 5, lockedUntil: at(1000) };
    expect(afterWrongPassword(locked, at(2000), DEFAULT_LOCKOUT)).toEqual({
      wrongCount: 1,
      lockedUntil: null,
    });
  });
});

describe('SMS codes', () => {
  it('pads codes to six digits', () => {
    expect(formatCode(42)).toBe('000042');
    expect(formatCode(999_999)).toBe('999999');
  });

  it('waits 120 s between two sends to one phone', () => {
    expect(resendWaitMs(undefined, at(0))).toBe(0);
    expect(resendWaitMs(at(0), at(119_000))).toBe(1000);
    expect(resendWaitMs(at(0), at(120_000))).toBe(0);
  });

  it('treats used, expired and over-tried codes as expired', () => {
    const code = { code: '123456', expiresAt: at(300_000), wrongCount: 0, used: false };
    expect(checkStoredCode(code, '123456', at(0))).toBe('ok');
    expect(checkStoredCode(code, '654321', at(0))).toBe('wrong');
    expect(checkStoredCode(code, '123456', at(300_000))).toBe('expired');
    expect(checkStoredCode({ ...code, used: true }, '123456', at(0))).toBe('expired');
    expect(checkStoredCode({ ...code, wrongCount: 5 }, '123456', at(0))).toBe('expired');
    expect(checkStoredCode(undefined, '123456', at(0))).toBe('expired');
  });
});

describe('rate limiter', () => {
  it('refuses hits over the limit until the window has passed', () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 1000 });
    expect([limiter.hit('k', 0), limiter.hit('k', 10), limiter.hit('k', 20)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.hit('other', 20)).toBe(true);
    expect(limiter.hit('k', 1000)).toBe(true);
  });
});

describe('roles', () => {
  it('derives the spec role flags', () => {
    expect(roleFlags('teacher')).toEqual({
      isAdminRole: true,
      isSystemAdmin: false,
      isNormalUserRole: false,
    });
    expect(roleFlags('admin').isSystemAdmin).toBe(true);
    expect(roleFlags('student').isNormalUserRole).toBe(true);
  });

  it('lets teachers manage students only and nobody manage themselves', () => {
    const teacher = { id: 1, role: 'teacher' as const };
    expect(canManage(teacher, { id: 2, role: 'student' })).toBe(true);
    expect(canManage(teacher, { id: 3, role: 'teacher' })).toBe(false);
    expect(canManage({ id: 4, role: 'admin' }, { id: 4, role: 'admin' })).toBe(false);
    expect(canManage({ id: 5, role: 'student' }, { id: 2, role: 'student' })).toBe(false);
    expect(canCreateRole('teacher', 'admin')).toBe(false);
  });
});

describe('QR login statuses', () => {
  it('moves waiting → scanned → authorised and never out of a final status', () => {
    expect(nextQrStatus(QR_STATUS.WAITING, 'scan')).toBe(QR_STATUS.SCANNED);
    expect(nextQrStatus(QR_STATUS.SCANNED, 'confirm')).toBe(QR_STATUS.AUTHORISED);
    expect(nextQrStatus(QR_STATUS.SCANNED, 'cancel')).toBe(QR_STATUS.FAILED);
    expect(nextQrStatus(QR_STATUS.FAILED, 'confirm')).toBe(QR_STATUS.FAILED);
    expect(effectiveQrStatus(QR_STATUS.SCANNED, at(0), at(1))).toBe(QR_STATUS.FAILED);
    expect(effectiveQrStatus(QR_STATUS.AUTHORISED, at(0), at(1))).toBe(QR_STATUS.AUTHORISED);
  });
});

describe('account expiry', () => {
  it('warns teachers within 30 days and never students', () => {
    const end = at(20 * 86_400_000);
    expect(accountExpiry('teacher', end, at(0))).toMatchObject({
      days: 20,
      isNearestExpired: true,
    });
    expect(accountExpiry('student', end, at(0)).isNearestExpired).toBe(false);
    expect(accountExpiry('admin', at(40 * 86_400_000), at(0)).isNearestExpired).toBe(false);
    expect(accountExpiry('teacher', end, at(21 * 86_400_000)).isExpired).toBe(true);
    expect(accountExpiry('teacher', null, at(0))).toMatchObject({ days: null, isExpired: false });
  });
});
