import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { allowConsole, baseUrl, launchBrowser, openPage, screenshot } from './support/browser';
import { AT_ONCE_MS, awayFromDayEnd, stepUntil } from './support/market-control';
import { layoutDefects } from './support/page-figures';
import { ROOT, startPortal, type RunningPortal } from './support/portal-server';
import { serveFolder } from './support/static-copy';

// The standalone forex-detail app (spec §2, §9) survives its primary quote host going down. A
// second server, the primary, serves the app with a config.json that names itself ('') as the
// primary host and this run's shared server as the backup; the app shows a live EURUSD quote from
// the primary; the primary is killed; after its reconnection attempts the app connects to the
// backup and the quote keeps updating. Reconnection delays are shortened in the config (the
// spec's 3 attempts stay), so the test does not wait for the production back-off.
let browser: Browser;
let primary: RunningPortal | undefined;
let backup: string;

beforeAll(async () => {
  // Orders placed now fill before the day's rollover (a file before this one may end near 15:00).
  await awayFromDayEnd();
  backup = baseUrl();
  const dir = mkdtempSync(path.join(tmpdir(), 'forex-detail-e2e-'));
  const config = path.join(dir, 'config.json');
  writeFileSync(
    config,
    JSON.stringify({
      primaryHost: '',
      backupHost: backup,
      hubPath: '/hubs/forex',
      symbol: 'USDCNH',
      reconnectDelaysMs: [0, 500, 1000],
      timeoutMs: 30000,
    }),
  );
  [browser, primary] = await Promise.all([
    launchBrowser(),
    startPortal({ FOREX_DETAIL_CONFIG: config }),
  ]);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  const p = primary?.process;
  if (p && p.exitCode === null && p.signalCode === null) {
    p.kill('SIGKILL');
    await new Promise((r) => p.once('exit', r));
  }
});

describe('the standalone forex-detail app', () => {
  jest.setTimeout(90_000);

  it('shows a pair live from the primary host, then from the backup after the primary dies', async () => {
    const server = primary as RunningPortal;
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    // The browser reports the refused reconnections to the dead primary: expected here.
    const port = new URL(server.baseUrl).port;
    allowConsole(page, new RegExp(`WebSocket connection to 'ws://127\\.0\\.0\\.1:${port}/`));

    await page.goto(`${server.baseUrl}/forex-detail?symbol=EURUSD`);
    expect(new URL(page.url()).pathname).toBe('/forex-detail/');
    const socket = page.getByTestId('fxd-socket');
    await socket.getByText('行情已连接（主站点）').waitFor();
    // Quotes come with market steps: the primary's market is stepped, never waited for.
    await stepUntil(
      (timeout) => page.getByTestId('fxd-tick-time').waitFor({ timeout }),
      undefined,
      server.baseUrl,
    );
    await page.getByRole('heading', { name: '欧元美元 EURUSD' }).waitFor();
    await page.getByTestId('fxd-depth').getByText('卖五').waitFor();
    await page.getByRole('img', { name: '分时走势' }).waitFor();
    expect(await page.getByTestId('fxd-received').textContent()).toMatch(
      /^更新于 \d{2}:\d{2}:\d{2}（北京时间）$/,
    );
    // EURUSD shows 5 decimals (spec §5: the step is neither 1000 nor 100).
    expect(await page.getByTestId('fxd-bid').textContent()).toMatch(/^\d\.\d{5}$/);
    // The quote moves while the primary serves it.
    const first = await page.getByTestId('fxd-tick-time').textContent();
    await stepUntil(
      (timeout) =>
        page.waitForFunction(
          (was) => document.querySelector('[data-testid="fxd-tick-time"]')?.textContent !== was,
          first,
          { timeout },
        ),
      undefined,
      server.baseUrl,
    );
    expect(await layoutDefects(page)).toEqual([]);
    await screenshot(page, 'forex-detail-primary-1280');

    // The primary host goes down hard: its process dies, its sockets drop.
    server.process.kill('SIGKILL');
    await new Promise((r) => server.process.once('exit', r));
    // The feed tries the primary after 0 and 500 ms, then the backup: seconds, not more.
    await socket.getByText('行情已连接（备用站点）').waitFor({ timeout: AT_ONCE_MS });
    const seen = await page.getByTestId('fxd-received').textContent();
    const seenTime = await page.getByTestId('fxd-tick-time').textContent();
    // Quotes keep arriving over the backup (its market stepped at once).
    await stepUntil((timeout) =>
      page.waitForFunction(
        ([a, b]) => {
          const text = (id: string) =>
            document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
          return text('fxd-received') !== a && text('fxd-tick-time') !== b;
        },
        [seen, seenTime] as const,
        { timeout },
      ),
    );
    await page.getByTestId('fxd-depth').getByText('买五').waitFor();
    await screenshot(page, 'forex-detail-backup-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deploys alone: its dist copied to another web server reads quotes from the configured host', async () => {
    // The built app as ops would deploy it: the dist folder on a plain static server (another
    // origin), its config.json edited to name the portal server as the quote host.
    const folder = mkdtempSync(path.join(tmpdir(), 'forex-detail-dist-'));
    cpSync(path.join(ROOT, 'forex-detail', 'dist'), folder, { recursive: true });
    writeFileSync(path.join(folder, 'config.json'), JSON.stringify({ primaryHost: backup }));
    const site = await serveFolder(folder);
    try {
      const { page, context, errors } = await openPage(browser, { width: 1920, height: 1000 });
      await page.goto(`${site.origin}/index.html?symbol=usdjpy`);
      await page.getByTestId('fxd-socket').getByText('行情已连接（主站点）').waitFor();
      // The pair's name comes with its first quote, pushed on the next market step (stepped now).
      const heading = page.getByRole('heading', { name: '美元日元 USDJPY' });
      await stepUntil((timeout) => heading.waitFor({ timeout }));
      // USDJPY shows 3 decimals (spec §5: step 1000).
      expect(await page.getByTestId('fxd-ask').textContent()).toMatch(/^\d+\.\d{3}$/);
      expect(await layoutDefects(page)).toEqual([]);
      await screenshot(page, 'forex-detail-alone-1920');
      // Scripts and config came from the static server: nothing but the socket went to the portal.
      expect(site.requests).toEqual(expect.arrayContaining(['/index.html', '/config.json']));
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      site.server.closeAllConnections();
      await new Promise((r) => site.server.close(r));
    }
  });
});
