/**
 * Working on one remote alone (README): `npm run dev -w <remote>` serves the remote on its own
 * webpack dev server, which opens any of its routes (scripts from the root, not relative to the
 * URL), starts from an index of its routes and signs in against the portal server it proxies to.
 * Each remote's dev server runs here exactly as that command runs it, pointed at the e2e server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './support/browser';
import { type Account, newStudent } from './support/fixtures';
import { freePort, ROOT } from './support/portal-server';

interface DevServer {
  url: string;
  child: ChildProcess;
}

const REMOTES = ['remote-competition', 'remote-markets', 'remote-training'] as const;
type Remote = (typeof REMOTES)[number];

/** Starts `webpack serve --mode development` in the remote's folder, as its `npm run dev` does. */
async function startDevServer(dir: Remote): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      'serve',
      '--mode',
      'development',
      '--port',
      String(port),
      // One compile: an edit elsewhere in the tree must not rebuild or hot-swap the page under test.
      '--no-hot',
      '--no-live-reload',
      '--watch-options-ignored',
      '**',
    ],
    {
      cwd: path.join(ROOT, dir),
      env: { ...process.env, NODE_ENV: 'development', PORTAL_SERVER_URL: baseUrl() },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Waits until the dev server answers its bundle (the first compile is done). */
async function ready(server: DevServer): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`dev server exited ${server.child.exitCode}`);
    try {
      if ((await fetch(`${server.url}/main.js`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`dev server ${server.url} did not compile in time`);
}

let browser: Browser;
let student: Account;
const servers = new Map<Remote, DevServer>();

beforeAll(async () => {
  browser = await launchBrowser();
  student = await newStudent('alone');
  // The three compile side by side; each test waits only for its own.
  for (const dir of REMOTES) servers.set(dir, await startDevServer(dir));
}, 60_000);
afterAll(async () => {
  await Promise.all([...servers.values()].map(stop));
  await browser.close();
});

/** Stops a dev server: SIGTERM, then SIGKILL if it is still shutting down after 5 s. */
function stop(server: DevServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A page on a remote's dev server that records console errors and warnings and unloadable scripts. */
async function openOn(
  dir: Remote,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const server = servers.get(dir);
  if (!server) throw new Error(dir);
  await ready(server);
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  // Development bundles are large and unminified: a busy machine takes a while to load them.
  page.setDefaultNavigationTimeout(120_000);
  page.setDefaultTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The page's own API answers are the area suites' business; here every script and page must load.
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    if (!m.text().startsWith('Failed to load resource')) errors.push(`${m.type()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    const kind = r.request().resourceType();
    if (r.status() >= 400 && (kind === 'script' || kind === 'document' || kind === 'stylesheet')) {
      errors.push(`${r.status()} ${r.url()}`);
    }
  });
  return { context, page, errors };
}

/** Signs this file's student in on the standalone page's route index, against the e2e server. */
async function signInOnIndex(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('dev-route-index').waitFor();
  const form = page.getByTestId('dev-sign-in');
  await form.getByPlaceholder('用户名').fill(student.account);
  await form.getByPlaceholder('密码').fill(student.password);
  await form.getByRole('button', { name: '登录本地服务器' }).click();
  await page.getByTestId('dev-signed-in').waitFor();
}

describe('each remote on its own dev server', () => {
  it('remote-competition opens the deep URL /UserCenter/MyRace after signing in on its route index', async () => {
    const { context, page, errors } = await openOn('remote-competition');
    await signInOnIndex(page);
    await page.getByRole('link', { name: '个人中心 · 我的比赛' }).waitFor();
    // A deep URL loaded directly: the scripts come from the root, the router shows the page.
    await page.goto('/UserCenter/MyRace');
    await page.locator('[data-page="MyRace"]').waitFor();
    await page.getByText('已参加的比赛').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('remote-markets shows its route index at / and opens /SHSZMarkets/QuoteList directly', async () => {
    const { context, page, errors } = await openOn('remote-markets');
    await signInOnIndex(page);
    await page.getByRole('link', { name: '沪深A股 · 交易' }).waitFor();
    await page.goto('/SHSZMarkets/QuoteList');
    await page.locator('[data-section="SHSZMarkets"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('remote-training shows its route index at / and opens /TrainTeach directly', async () => {
    const { context, page, errors } = await openOn('remote-training');
    await signInOnIndex(page);
    await page.goto('/TrainTeach');
    await page.locator('[data-area="remote_training"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
