import { PROVINCES, PROVINCE_OPTIONS, isProvince } from './provinces';

describe('PROVINCES', () => {
  it('lists 34 distinct provincial-level divisions', () => {
    expect(PROVINCES).toHaveLength(34);
    expect(new Set(PROVINCES).size).toBe(34);
    expect(PROVINCE_OPTIONS.map((o) => o.value)).toEqual([...PROVINCES]);
  });

  it('accepts exactly the listed short names', () => {
    expect(isProvince('广东')).toBe(true);
    expect(isProvince('内蒙古')).toBe(true);
    expect(isProvince('广东省')).toBe(false);
    expect(isProvince(' 广东')).toBe(false);
    expect(isProvince('')).toBe(false);
    expect(isProvince('火星')).toBe(false);
  });
});
