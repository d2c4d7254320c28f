import { StoreProvider, createAppStore, http } from '@portal/shared-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { COMPETITION_KEY } from '../state/competition-key';
import {
  competitionReducer,
  competitionSaga,
  provideCompetitionOps,
} from '../state/competition-module';

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
  store.injectReducer(COMPETITION_KEY, competitionReducer);
  store.injectSaga(COMPETITION_KEY, competitionSaga);
  provideCompetitionOps();
  return {
    store,
    ...render(
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </StoreProvider>,
    ),
  };
}
