import {
  StoreProvider,
  createAppStore,
  http,
  portalApi,
  registerHub,
  session,
  unregisterHub,
  type AppStore,
  type HubAdapter,
} from '@portal/shared-kit';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';

type Handler = (...args: unknown[]) => void;

/**
 * Test kit of the pages that follow the hub: a hub that connects nowhere, a server that answers
 * by URL suffix and counts the calls, and a render inside a fresh page store (the portal API and
 * its push bridge). Call `resetPushKit()` after each test.
 */
export function fakeHub() {
  const handlers = new Map<string, Handler[]>();
  const subscribed: unknown[] = [];
  const hub = {
    on: (name: string, h: Handler) =>
      handlers.set(name.toLowerCase(), [...(handlers.get(name.toLowerCase()) ?? []), h]),
    off: () => undefined,
    subscribe: async (s: unknown) => void subscribed.push(s),
    unsubscribe: async () => undefined,
  } as unknown as HubAdapter;
  registerHub(hub);
  return {
    subscribed,
    /** Delivers one server push to the page. */
    push: (name: string, payload: unknown) =>
      act(() => handlers.get(name.toLowerCase())?.forEach((h) => h(payload))),
  };
}

/** Answers by the URL's ending (the first match), null otherwise; `calls` lists every URL. */
export function fakeServer(answers: Record<string, () => unknown>) {
  const calls: string[] = [];
  jest.spyOn(http, 'call').mockImplementation(async (config) => {
    const url = String(config.url);
    calls.push(url);
    const answer = Object.entries(answers).find(([suffix]) => url.endsWith(suffix))?.[1];
    return (answer ? answer() : null) as never;
  });
  return { calls, count: (suffix: string) => calls.filter((u) => u.endsWith(suffix)).length };
}

let store: AppStore | null = null;

/** Renders `ui` in a new page store. */
export function renderInStore(ui: ReactNode) {
  store = createAppStore();
  return render(<StoreProvider store={store}>{ui}</StoreProvider>);
}

/** Empties the portal API's cache, drops the hub and restores the mocks. */
export function resetPushKit(): void {
  store?.dispatch(portalApi.util.resetApiState());
  store = null;
  unregisterHub();
  jest.restoreAllMocks();
}

/** Signs the demo student 张三 (student01, user 3) in for a file's tests; `session.clear()` after. */
export function signInStudent(): void {
  session.signIn({
    Token: 't',
    Name: '张三',
    UserName: 'student01',
    UserID: 3,
    Id: 3,
    MobilePhone: '',
    hasTrainUsePower: false,
    hasCombinePower: false,
  });
}
