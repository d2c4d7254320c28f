/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import {
  enabledSectionIds,
  getPortalManifest,
  setPortalManifest,
  usePortalManifest,
} from './portal-manifest-store';

const manifest = {
  school: '演示学校',
  remotes: [{ name: 'remote_markets', entry: '/remotes/remote-markets/mf-manifest.json' }],
  sections: [{ id: 'futures' as const, remote: 'remote_markets', module: './futures' }],
};

it('shares the manifest the shell set with every reader and re-renders subscribers', () => {
  const { result } = renderHook(() => usePortalManifest());
  expect(result.current.sections).toEqual([]);
  act(() => setPortalManifest(manifest));
  expect(result.current).toBe(manifest);
  expect(getPortalManifest()).toBe(manifest);
  expect(enabledSectionIds()).toEqual(['futures']);
});
