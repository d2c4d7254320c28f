import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { ROOT } from './portal-server';

/** Debian's Chromium with the flags this closed network needs (see docs/design/toolchain.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // playwright gives every launch a fresh, empty profile (the --user-data-dir of docs/design/toolchain.md).
    args: CHROMIUM_ARGS,
  });
}

/** The URL of the portal under test. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through scripts/e2e/jest.config.cjs');
  return url;
}

/** Console messages a page may log without failing its test (see `allowConsole`). */
const allowedByPage = new WeakMap<Page, RegExp[]>();
/** Problems of every page opened since the last `takeConsoleProblems` (the after-each guard). */
let recorded: string[] = [];

/** Lets `page` log console errors or warnings matching `pattern` (an expected 4xx the test provokes). */
export function allowConsole(page: Page, pattern: RegExp): void {
  allowedByPage.set(page, [...(allowedByPage.get(page) ?? []), pattern]);
}

/** The console errors/warnings and page errors recorded since the last call; empties the record. */
export function takeConsoleProblems(): string[] {
  const problems = recorded;
  recorded = [];
  return problems;
}

/** What a test may do with the session `openPage` gave it: open another tab of it, and close it. */
export type PageSession = Pick<BrowserContext, 'newPage' | 'close'>;

/**
 * One browser profile on disk per portal URL for the pages of a test file: every page load of the
 * file reuses the HTTP cache and V8's code cache of the portal's scripts (a fresh context compiled
 * them again: a third of the suite's CPU went to it). Pages stay as separate as fresh contexts were:
 * the session lives in sessionStorage (one per tab), the portal sets no cookies, and `openPage`
 * wipes the origin's localStorage and cookies first when no other session of the file is open. Closed after each file (support/console-guard.ts).
 */
const profiles = new Map<string, Promise<{ context: BrowserContext; dir: string }>>();

function profileFor(portalUrl: string): Promise<{ context: BrowserContext; dir: string }> {
  let profile = profiles.get(portalUrl);
  if (!profile) {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-profile-'));
    profile = chromium
      .launchPersistentContext(dir, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
        baseURL: portalUrl,
        locale: 'zh-CN',
        // Reduced motion turns antd's animations off (shell/src/app.tsx): no click lands on a list
        // or a dialog still moving into place.
        reducedMotion: 'reduce',
        viewport: { width: 1440, height: 900 },
      })
      .then((context) => ({ context, dir }));
    profiles.set(portalUrl, profile);
  }
  return profile;
}

/** The sessions `openPage` gave the running test: closed after it, passed or failed. */
const openSessions = new Set<PageSession>();
/** Their pages, for the report of a failed test (reportOpenPages). */
const openPages = new Set<Page>();

/**
 * After a failed test: each page it left open is kept as a screenshot, and its address and what it
 * told the user (toasts, form errors, alerts, ticket notes) are printed, so a failure in CI can be
 * read without rerunning it.
 */
export async function reportOpenPages(testName: string): Promise<void> {
  const slug = testName.replace(/[^\w\u4e00-\u9fa5]+/g, '-').slice(0, 80);
  let i = 0;
  for (const page of openPages) {
    if (page.isClosed()) continue;
    i += 1;
    const shown = await page
      .locator(
        '.ant-message-notice, .ant-notification-notice, .ant-form-item-explain-error, .ant-alert-message, .dv-note',
      )
      .allInnerTexts()
      .catch(() => []);
    await screenshot(page, `failed-${slug}-${i}`).catch(() => undefined);
    console.error(
      `[e2e 失败现场] ${testName} 页面 ${i}: ${page.url()}\n  页面提示: ${shown.join(' | ') || '（无）'}\n  截图: .e2e-artifacts/screenshots/failed-${slug}-${i}.png`,
    );
  }
}

/**
 * Closes the sessions the test opened (after each test): a failing test that did not reach its
 * `context.close()` leaves no page behind to share its storage with the next test's session.
 */
export async function closeSessions(): Promise<void> {
  const open = [...openSessions];
  openSessions.clear();
  await Promise.all(open.map((s) => s.close()));
}

/** Closes the profiles `openPage` opened (after each test file). */
export async function closeProfiles(): Promise<void> {
  const open = [...profiles.values()];
  profiles.clear();
  for (const profile of open) {
    const { context, dir } = await profile;
    await context.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A fresh session (own session storage, no localStorage or cookies of an earlier test) with a page
 * that records uncaught page errors and every console 'error' or 'warning' in `errors`; each test
 * asserts `errors` is empty, and the after-each guard (support/console-guard.ts) fails a test that
 * left any behind. `context.newPage()` opens another tab of the same session's storage.
 */
export async function openPage(
  _browser: Browser,
  viewport: { width: number; height: number } = { width: 1440, height: 900 },
  /** Another portal than the run's (a server a test started with its own configuration). */
  portalUrl = baseUrl(),
): Promise<{ context: PageSession; page: Page; errors: string[] }> {
  const { context: profile } = await profileFor(portalUrl);
  const pages: Page[] = [];
  const errors: string[] = [];
  const newPage = async () => {
    const page = await profile.newPage();
    pages.push(page);
    openPages.add(page);
    page.on('close', () => openPages.delete(page));
    await page.setViewportSize(viewport);
    const record = (text: string) => {
      if ((allowedByPage.get(page) ?? []).some((p) => p.test(text))) return;
      errors.push(text);
      recorded.push(text);
    };
    page.on('pageerror', (e) => record(e.message));
    page.on('console', (m) => {
      const type = m.type();
      if (type !== 'error' && type !== 'warning') return;
      const at = m.location().url ? ` (${m.location().url})` : '';
      record(`console.${type}: ${m.text()}${at}`);
    });
    return page;
  };
  // Another session still open (a teacher's page beside a student's) is another tab of the same
  // browser: its storage stays. Otherwise the new session starts from a clean origin.
  const others = profile.pages().filter((p) => p.url() !== 'about:blank').length;
  const page = await newPage();
  if (others === 0) {
    const cdp = await profile.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(portalUrl).origin,
      storageTypes: 'local_storage,cookies,indexeddb,cache_storage,service_workers',
    });
    await cdp.detach();
  }
  const context: PageSession = {
    newPage,
    close: async () => {
      openSessions.delete(context);
      await Promise.all(pages.map((p) => p.close().catch(() => undefined)));
    },
  };
  openSessions.add(context);
  return { context, page, errors };
}

/**
 * Saves a screenshot under .e2e-artifacts/screenshots for a person to look at, when asked for
 * (E2E_SCREENSHOTS=1, `npm run test:screens`): a full-page PNG costs the browser a second of CPU,
 * and ninety of them a run were a tenth of the suite's time. Failures always keep theirs.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1' && !name.startsWith('failed-')) return;
  const dir = path.join(ROOT, '.e2e-artifacts', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * Signs in through the real login form on /index and waits for the user's area: the competition
 * shell, or the training area where a teacher with the training power lands (issue 33).
 */
export async function signIn(
  page: Page,
  account = 'student01',
  password = 'Student123',
): Promise<void> {
  await page.goto('/index');
  await page.getByTestId('login-panel').waitFor();
  await page.getByPlaceholder('用户名/手机号').fill(account);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.locator('#account-login button[type="submit"]').click();
  await page.waitForURL(/\/(mainmatch|TrainTeach)(\?|$)/);
}

/**
 * Waits for a navigation a form's save starts; when it does not come, the error says what the
 * page told the user (toasts, form errors, alerts) and a screenshot is kept, so a failure in CI
 * can be read without rerunning it.
 */
export async function waitForSaved(page: Page, url: string, name: string): Promise<void> {
  await reportOnFailure(page, name, () => page.waitForURL(url));
}

/** Waits for `target` after a save; on a time-out, fails with what the page showed instead. */
export async function waitForShown(page: Page, target: Locator, name: string): Promise<void> {
  await reportOnFailure(page, name, () => target.waitFor());
}

async function reportOnFailure(page: Page, name: string, wait: () => Promise<void>) {
  try {
    await wait();
  } catch (error) {
    const shown = await page
      .locator('.ant-message-notice, .ant-form-item-explain-error, .ant-alert-message')
      .allInnerTexts()
      .catch(() => []);
    await screenshot(page, `failed-${name}`).catch(() => undefined);
    throw new Error(
      `${(error as Error).message}\nthe page showed: ${shown.join(' | ') || '(nothing)'}`,
    );
  }
}

/**
 * Opens a select with `open`, clicks the option holding `option` once and waits for `picked` (what
 * the page shows once the pick took). Pages opened by `openPage` ask for reduced motion, so the
 * list is in place when it shows: one click is enough, no retry.
 */
export async function pickOption(
  page: Page,
  open: () => Promise<void>,
  option: string,
  picked: Locator,
): Promise<void> {
  await open();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
  await picked.first().waitFor();
}

/** Ticks a checkbox with one click and waits until it shows ticked (playwright's `check`). */
export async function tick(box: Locator): Promise<void> {
  await box.check();
}
