import { render, screen } from '@testing-library/react';
import type * as CompatExports from './kit-compat';

type Compat = typeof CompatExports;

/** kit-compat as loaded under a shell whose shared-kit is `kit`. */
function compatWith(kit: Record<string, unknown>): Compat {
  let mod: Compat | undefined;
  jest.isolateModules(() => {
    jest.doMock('@portal/shared-kit', () => kit);
    mod = jest.requireActual<Compat>('./kit-compat');
  });
  return mod as Compat;
}

afterEach(() => jest.dontMock('@portal/shared-kit'));

describe('kit-compat', () => {
  it("takes shared-kit's seam when the shell provides it", () => {
    const kit = jest.requireActual<Record<string, unknown>>('@portal/shared-kit');
    const compat = compatWith(kit);
    expect(compat.AntdScope).toBe(kit.AntdScope);
    expect(compat.toasts).toBe(kit.toasts);
  });

  it('under an older shell (no seam in its shared-kit) scopes pass through and toasts still show', async () => {
    const compat = compatWith({});
    render(
      <compat.AntdScope>
        <p>登录卡片</p>
      </compat.AntdScope>,
    );
    expect(screen.getByText('登录卡片')).toBeInTheDocument();
    await expect(compat.loadAntdScope()).resolves.toBeUndefined();
    compat.toasts.error('网络异常');
    expect(await screen.findByText('网络异常', {}, { timeout: 30_000 })).toBeInTheDocument();
  }, 60_000);
});
