import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { registerHub, unregisterHub } from '../realtime/hub-registry';
import type { HubAdapter } from '../realtime/hub-adapter';
import { QUOTATION_PUSH_TYPES } from '../realtime/hub-constants';
import { USER_PUSHES } from '../realtime/user-pushes';
import { createAppStore } from '../store/create-app-store';
import { portalApi } from './portal-api';
import { PUSH_TAGS } from './push-bridge';

type Handler = (...args: unknown[]) => void;

/** A hub that connects nowhere; `push` delivers a server push to the page's handlers. */
function fakeHub() {
  const handlers = new Map<string, Handler[]>();
  const hub = {
    on: (name: string, h: Handler) =>
      handlers.set(name.toLowerCase(), [...(handlers.get(name.toLowerCase()) ?? []), h]),
  } as unknown as HubAdapter;
  registerHub(hub);
  return {
    names: () => [...handlers.keys()],
    push: (name: string, payload: unknown) =>
      handlers.get(name.toLowerCase())?.forEach((h) => h(payload)),
  };
}

afterEach(unregisterHub);

it('has an entry for every user push the page handles', () => {
  expect(Object.keys(PUSH_TAGS).sort()).toEqual(Object.values(USER_PUSHES).sort());
});

it('keeps a page handler for every user push and quotation push on a registered hub', () => {
  const hub = fakeHub();
  const expected = [...Object.values(USER_PUSHES), ...QUOTATION_PUSH_TYPES].map((n) =>
    n.toLowerCase(),
  );
  expect(hub.names().sort()).toEqual(expected.sort());
});

const reads = { capital: 0, quotes: 0 };
const testApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    bridgeTestCapital: build.query<number, void>({
      queryFn: () => ({ data: (reads.capital += 1) }),
      providesTags: ['Capital'],
    }),
    bridgeTestQuotes: build.query<number, void>({
      queryFn: () => ({ data: (reads.quotes += 1) }),
      providesTags: ['Quote'],
    }),
  }),
});

it.each([USER_PUSHES.ORDER_UPDATE, USER_PUSHES.TRADE_REPORT])(
  '%s re-reads the mounted account reads at once, and leaves quotes alone',
  async (name) => {
    reads.capital = 0;
    reads.quotes = 0;
    const store = createAppStore();
    const hub = fakeHub();
    // The store's dispatch takes thunks (RTK's default middleware); its declared type does not say so.
    const dispatch = store.dispatch as ThunkDispatch<unknown, unknown, UnknownAction>;
    const capital = dispatch(testApi.endpoints.bridgeTestCapital.initiate());
    const quotes = dispatch(testApi.endpoints.bridgeTestQuotes.initiate());
    await Promise.all([capital, quotes]);
    expect(reads).toEqual({ capital: 1, quotes: 1 });
    hub.push(name, { orderId: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toEqual({ capital: 2, quotes: 1 });
    capital.unsubscribe();
    quotes.unsubscribe();
    // Clears the cache's removal timers, which would keep the test process alive for a minute.
    store.dispatch(portalApi.util.resetApiState());
  },
);
