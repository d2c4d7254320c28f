import { StoreProvider, createAppStore, type AppStore } from '@portal/shared-kit';
import { configure, render, type RenderResult } from '@testing-library/react';
import { App } from 'antd';
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
 * Renders an area component with a fresh portal store (the area's reducer and saga injected),
 * antd's App context, the effects bridge and a memory router at `path`.
 */
export function renderAuth(ui: ReactElement, path = '/index'): RenderResult & { store: AppStore } {
  const store = createAppStore();
  store.injectReducer(AUTH_KEY, authReducer);
  store.injectSaga(AUTH_KEY, authSaga);
  const result = render(
    <App>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <AuthEffectsBridge />
          <LocationProbe />
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </StoreProvider>
    </App>,
  );
  return { ...result, store };
}
