import { AntdScope, StoreProvider, createAppStore, type AppStore } from '@portal/shared-kit';
import { configure, render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthEffectsBridge } from '../common/auth-effects-bridge';
import { AUTH_KEY } from '../state/auth-key';
import { authReducer, authSaga } from '../state/auth-module';

// Sagas, antd forms and toasts settle slowly in jsdom on a shared machine.
configure({ asyncUtilTimeout: 10_000 });

/** Where the router is, for assertions on navigation. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * Renders an area component as the area mounts it: with a fresh portal store (the area's reducer
 * and saga injected), the effects bridge and a memory router at `path`, and no antd providers
 * around it (the landing page has none; its antd parts bring their own AntdScope).
 */
export function renderAuth(ui: ReactElement, path = '/index'): RenderResult & { store: AppStore } {
  const store = createAppStore();
  store.injectReducer(AUTH_KEY, authReducer);
  store.injectSaga(AUTH_KEY, authSaga);
  const result = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AuthEffectsBridge />
        <LocationProbe />
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
  return { ...result, store };
}

/**
 * renderAuth for an antd part (a page or form the area renders in an AntdScope): `ui` inside
 * shared-kit's AntdScope, resolved once antd's providers (fetched lazily) have arrived and `ui` is
 * on the page.
 */
export async function renderAuthInScope(
  ui: ReactElement,
  path = '/index',
): Promise<RenderResult & { store: AppStore }> {
  const result = renderAuth(
    <AntdScope>
      <span data-testid="antd-scope-ready" hidden />
      {ui}
    </AntdScope>,
    path,
  );
  await screen.findByTestId('antd-scope-ready');
  return result;
}
