import { checkProvince } from './provinces';

describe('checkProvince', () => {
  it('accepts unset and the short names of the list', () => {
    expect(checkProvince(undefined)).toBeUndefined();
    expect(checkProvince('')).toBeUndefined();
    expect(checkProvince('广东')).toBeUndefined();
    expect(checkProvince('澳门')).toBeUndefined();
  });

  it('refuses anything else with the Chinese message', () => {
    for (const v of ['广东省', '火星', ' ', 'Guangdong'])
      expect(checkProvince(v)).toBe('请选择正确的省份');
  });
});
