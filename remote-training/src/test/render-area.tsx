import {
  StoreProvider,
  createAppStore,
  http,
  registerHub,
  session,
  type HubAdapter,
} from '@portal/shared-kit';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { provideTrainingOps } from '../state/training-module';

/** Answers of the fake server, by URL path. */
export type FakeRoutes = Record<string, (params: Record<string, unknown>) => unknown>;

/**
 * Replaces the shared HTTP client's business calls with `routes` (unknown paths answer null) and
 * returns the list of called paths.
 */
export function fakeServer(routes: FakeRoutes): string[] {
  const called: string[] = [];
  jest.spyOn(http, 'call').mockImplementation(async (config) => {
    const url = String(config.url);
    called.push(url);
    const params = (config.params ?? config.data ?? {}) as Record<string, unknown>;
    const route = routes[url];
    return (route ? route(params) : null) as never;
  });
  return called;
}

/** Renders `ui` with a fresh store carrying the area's module, at `path`. */
export function renderInArea(ui: ReactElement, path = '/') {
  const store = createAppStore();
  provideTrainingOps();
  return {
    store,
    ...render(
      <StoreProvider store={store}>
        <ConfigProvider button={{ autoInsertSpace: false }}>
          <App>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </App>
        </ConfigProvider>
      </StoreProvider>,
    ),
  };
}

/** Signs a demo user of `role` into the page's session. */
export function signInAs(role: 'student' | 'teacher' | 'admin', hasTrainUsePower = true): void {
  session.signIn({
    Token: 'tok',
    Name: role === 'student' ? '张三' : role === 'teacher' ? '王老师' : '系统管理员',
    UserName: role === 'student' ? 'student01' : role === 'teacher' ? 'teacher01' : 'sysadmin',
    UserID: 1,
    Id: 1,
    MobilePhone: '13800000001',
    hasTrainUsePower,
    hasCombinePower: true,
  });
  session.setRole(role);
}

/** Registers a hub that connects nowhere; `push` delivers a server push to the page's handlers. */
/** A fake hub; `log` (e.g. fakeServer's list of calls) records each method invoked as `hub:<name>`. */
export function fakeHub(log?: string[]): { push: (name: string, payload: unknown) => void } {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  type Handler = (...args: unknown[]) => void;
  const hub = {
    start: async () => undefined,
    stop: async () => undefined,
    on: (name: string, handler: Handler) => {
      const key = name.toLowerCase();
      handlers.set(key, (handlers.get(key) ?? new Set()).add(handler));
    },
    off: (name: string, handler?: Handler) => {
      if (handler) handlers.get(name.toLowerCase())?.delete(handler);
      else handlers.delete(name.toLowerCase());
    },
    invoke: async (name: string) => {
      log?.push(`hub:${name}`);
    },
    login: async () => undefined,
    subscribe: async () => undefined,
    unsubscribe: async () => undefined,
    resubscribeSilent: async () => [],
    onStateChange: () => () => undefined,
  } as unknown as HubAdapter;
  registerHub(hub);
  return {
    push: (name: string, payload: unknown) =>
      handlers.get(name.toLowerCase())?.forEach((h) => h(payload)),
  };
}
