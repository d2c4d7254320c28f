/**
 * The jsdom projects map `antd` and `@ant-design/icons` to lazy barrels (scripts/jest/
 * lazy-barrel.cjs): each must export exactly what the real barrel does, the very same objects.
 */
import * as antd from 'antd';
import * as icons from '@ant-design/icons';

it.each([
  ['antd', antd, 'antd/lib/index.js'],
  ['@ant-design/icons', icons, '@ant-design/icons/lib/index'],
])('%s in the tests is the real barrel, loaded lazily', (_name, lazy, realPath) => {
  const real = jest.requireActual<Record<string, unknown>>(realPath);
  const exported = lazy as unknown as Record<string, unknown>;
  expect(Object.keys(exported).sort()).toEqual(Object.keys(real).sort());
  const different = Object.keys(real).filter((key) => exported[key] !== real[key]);
  expect(different).toEqual([]);
});
