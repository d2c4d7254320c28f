import { closeProfiles, closeSessions, reportOpenPages, takeConsoleProblems } from './browser';

// Every page a test opened must leave the browser console clean: no error, no warning, no uncaught
// page error (issue 23). A test that provokes one on purpose declares it with `allowConsole`.
beforeEach(() => {
  takeConsoleProblems();
});

afterEach(async () => {
  const problems = takeConsoleProblems();
  // A failed test (flagged by support/environment.cjs) leaves what its pages showed.
  if ((globalThis as { __e2eTestFailed?: boolean }).__e2eTestFailed)
    await reportOpenPages(expect.getState().currentTestName ?? 'test');
  // Pages a failing test left open are closed before the next test opens its own.
  await closeSessions();
  expect(problems).toEqual([]);
});

// The file's browser profiles (support/browser.ts openPage) end with it.
afterAll(async () => {
  await closeProfiles();
});
