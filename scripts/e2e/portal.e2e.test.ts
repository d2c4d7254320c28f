import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { allowConsole, launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { loginToContest } from './support/contest-login';
import { type Account, newStudent } from './support/fixtures';
import { editPortalConfig } from './support/portal-config';
import { ROOT, type RunningPortal, startPortal, stopPortal } from './support/portal-server';
import { serveFolder } from './support/static-copy';

let browser: Browser;
let student: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  student = await newStudent('portal');
});
afterAll(async () => {
  await browser.close();
});

describe('the federated portal', () => {
  it('serves /index and redirects / to it', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto('/');
    await page.waitForURL('**/index');
    await page.locator('[data-area="remote_auth"]').waitFor();
    await screenshot(page, 'portal-index');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('boots from the manifest the page carries: no /portal/remotes.json round trip', async () => {
    const { page, errors, context } = await openPage(browser);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const response = await page.goto('/index');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<script id="portal-manifest" type="application\/json">\{.*"remotes":/);
    await page.locator('[data-area="remote_auth"]').waitFor();
    expect(asked).not.toContain('/portal/remotes.json');
    // The shell read the block and took it out of the page.
    expect(await page.locator('#portal-manifest').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends an anonymous visitor of a market page to /index with 请先登录', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto('/SHSZMarkets/index');
    await page.waitForURL('**/index');
    await page.getByText('请先登录').waitFor();
    expect(await page.locator('[data-section="SHSZMarkets"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends an unknown path to /index', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/no/such/page');
    await page.waitForURL('**/index');
    await page.locator('[data-area="remote_auth"]').waitFor();
    await context.close();
  });

  it('mounts a page of every remote and of a market section', async () => {
    const { page, errors, context } = await openPage(browser);
    await signIn(page, student.account, student.password);
    for (const [url, selector] of [
      ['/index', '[data-area="remote_auth"]'],
      ['/mainmatch', '[data-area="remote_competition"]'],
      ['/TrainTeach', '[data-area="remote_training"]'],
      ['/SHSZMarkets/index', '[data-section="SHSZMarkets"]'],
    ] as const) {
      await page.goto(url);
      await page.locator(selector).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the shared React exactly once, however many remotes a page uses', async () => {
    const { page, context } = await openPage(browser);
    const reactCopies: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      // Only React's own module defines this export; react-dom and remotes merely read it.
      if (/__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=/.test(body)) {
        reactCopies.push(response.url());
      }
    });
    await signIn(page, student.account, student.password);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/SHSZMarkets/index');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('[data-section="SHSZMarkets"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(reactCopies).toHaveLength(1);
    await context.close();
  });
});

/**
 * Ops edit the portal configuration: on a server of this file's own, reading its own copy of
 * portal.json, so the run's shared server (and every other file) never sees the edit. The server
 * is private too: its seeded demo student signs in.
 */
describe('the federated portal under an edited configuration', () => {
  let own: RunningPortal;
  beforeAll(async () => {
    own = await startPortal();
  }, 150_000);
  afterAll(async () => {
    await stopPortal(own);
  });
  const signInOwn = (page: Page) => signIn(page, 'student01', 'Student123');

  it('drops the 沪深市场 section from the menu and the manifest when the license disables it', async () => {
    const { page, context } = await openPage(browser, undefined, own.baseUrl);
    // The seeded comprehensive contest trades A-shares (沪深市场 in its menu).
    await loginToContest(
      page,
      { account: 'student01', password: 'Student123' },
      '综合模拟交易大赛',
    );
    const menu = page.locator('.cmp-left-menu');
    const openTradingMenu = async () => {
      const group = menu.getByRole('menuitem', { name: '模拟交易' });
      await group.waitFor();
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await menu.locator('[aria-expanded="true"]', { hasText: '模拟交易' }).waitFor();
      await menu.getByText('自选股').waitFor();
    };
    await openTradingMenu();
    await menu.getByText('沪深市场').waitFor();
    const restore = editPortalConfig((c) => {
      c.license.sections.SHSZMarkets = { enabled: false };
    }, own.portalConfig);
    try {
      await page.reload();
      await openTradingMenu();
      await screenshot(page, 'markets-section-disabled-menu');
      expect(await menu.getByText('沪深市场').count()).toBe(0);
      await page.goto('/SHSZMarkets/index');
      await page.waitForURL('**/index');
      const manifest = await (await fetch(`${own.baseUrl}/portal/remotes.json`)).json();
      expect(manifest.sections.map((s: { id: string }) => s.id)).not.toContain('SHSZMarkets');
    } finally {
      restore();
      await context.close();
    }
  });

  it('takes a remote from a second deployment when ops edit the manifest, without rebuilding the shell', async () => {
    const second = await serveFolder(path.join(ROOT, 'remote-auth', 'dist'));
    const restore = editPortalConfig((c) => {
      c.remotes.remote_auth = `${second.origin}/mf-manifest.json`;
    }, own.portalConfig);
    try {
      const { page, context } = await openPage(browser, undefined, own.baseUrl);
      await page.goto('/index');
      await page.locator('[data-area="remote_auth"]').waitFor();
      expect(second.requests).toContain('/mf-manifest.json');
      expect(second.requests.some((r) => r.startsWith('/__federation_expose_Routes'))).toBe(true);
      await context.close();
    } finally {
      restore();
      second.server.close();
    }
  });

  it('shows a retryable error in the frame of a broken remote while other areas keep working', async () => {
    const restore = editPortalConfig((c) => {
      c.remotes.remote_training = `${own.baseUrl}/remotes/missing/mf-manifest.json`;
    }, own.portalConfig);
    const { page, context } = await openPage(browser, undefined, own.baseUrl);
    // The broken entry is the point: the runtime's failed fetch and its complaints about it.
    allowConsole(page, /remotes\/missing|Federation Runtime|failed to load/);
    try {
      // The training area itself sends visitors without a session (or training right) to /index.
      await signInOwn(page);
      await page.goto('/TrainTeach');
      await page.getByText('页面模块加载失败').waitFor();
      await page.getByRole('button', { name: '重新加载' }).waitFor();
      await screenshot(page, 'portal-remote-failed');
      await page.evaluate(() => {
        window.history.pushState({}, '', '/index');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.locator('[data-area="remote_auth"]').waitFor();
      // Ops repair the entry: the retry button loads the area without a page reload.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/TrainTeach');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      restore();
      await page.getByRole('button', { name: '重新加载' }).click();
      await page.locator('[data-area="remote_training"]').waitFor();
    } finally {
      restore();
      await context.close();
    }
  });

  it('drops a market section the license disables: its URL goes to /index', async () => {
    const restore = editPortalConfig((c) => {
      c.license.sections.futures = { enabled: false };
    }, own.portalConfig);
    const { page, context } = await openPage(browser, undefined, own.baseUrl);
    try {
      await page.goto('/futures/index');
      await page.waitForURL('**/index');
      const manifest = await (await fetch(`${own.baseUrl}/portal/remotes.json`)).json();
      expect(manifest.sections.map((s: { id: string }) => s.id)).not.toContain('futures');
    } finally {
      restore();
      await context.close();
    }
    const { page: again, context: ctx2 } = await openPage(browser, undefined, own.baseUrl);
    await signInOwn(again);
    await again.goto('/futures/index');
    await again.locator('[data-section="futures"]').waitFor();
    await ctx2.close();
  });
});
