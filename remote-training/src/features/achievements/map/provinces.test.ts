import { PROVINCES } from '@portal/shared-kit';
import topology from './cn-all.topo.json';
import { PROVINCE_KEYS, provinceKey } from './provinces';

it('names every province of the shipped China map and reads full names', () => {
  const keys = (
    topology as unknown as {
      objects: { default: { geometries: { properties: { 'hc-key': string } }[] } };
    }
  ).objects.default.geometries.map((g) => g.properties['hc-key']);
  expect(new Set(Object.values(PROVINCE_KEYS))).toEqual(new Set(keys));
  expect(provinceKey('广东省')).toBe('cn-gd');
  expect(provinceKey('广西壮族自治区')).toBe('cn-gx');
  expect(provinceKey('内蒙古自治区')).toBe('cn-nm');
  expect(provinceKey('')).toBeUndefined();
  expect(provinceKey('火星')).toBeUndefined();
});

it('names the map provinces exactly as the shared list users pick from', () => {
  expect(Object.keys(PROVINCE_KEYS)).toEqual([...PROVINCES]);
});
