import { deriveRole } from './role';

describe('deriveRole', () => {
  it('gives teacher for the admin-role flag alone', () => {
    expect(deriveRole({ isAdminRole: true })).toBe('teacher');
  });
  it('gives admin when the system-admin flag is also set', () => {
    expect(deriveRole({ isAdminRole: true, isSystemAdmin: true, isNormalUserRole: true })).toBe(
      'admin',
    );
  });
  it('gives student for the normal-user flag without the admin-role flag', () => {
    expect(deriveRole({ isNormalUserRole: true, isSystemAdmin: true })).toBe('student');
  });
  it('gives no role without flags', () => {
    expect(deriveRole({})).toBeUndefined();
  });
});
