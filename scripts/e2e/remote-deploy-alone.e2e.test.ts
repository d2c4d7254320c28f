/**
 * A remote deploys alone (issue 31, architecture.md "Federation"): the shell, built once before
 * (the portal's build, copied into this file's own static folder), takes
 * - a remote built alone later from a fixture (fixtures/remote-alone) that imports exports of antd,
 *   react-router-dom and @reduxjs/toolkit no source of the portal imports, deployed over the
 *   portal's remote-auth: its page renders with the shell's one React, antd context and router;
 * - the remote-auth of an older commit (the portal of the tree-shaken shared libraries), built from
 *   that commit's own sources and webpack factory, served from a second origin.
 * Both are built by scripts/lib/deploy-alone.mjs: in `npm test`'s build phase, or here when run alone.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from './support/browser';
import { editPortalConfig } from './support/portal-config';
import { ROOT, type RunningPortal, startPortal } from './support/portal-server';
import { serveFolder } from './support/static-copy';

const OTHER_BUILDS = ['remote-competition', 'remote-training', 'remote-markets', 'forex-detail'];

interface AloneBuilds {
  outputs: { fixture: string; old: string };
  /** Seconds each build took here; 0 when `npm test`'s build phase had built it. */
  seconds: { fixture: number; old: number };
}

/**
 * The fixture's and the older commit's builds (scripts/lib/deploy-alone.mjs): `npm test` builds
 * them in its build phase; run alone, this file builds what is missing or stale.
 */
async function aloneBuilds(): Promise<AloneBuilds> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'scripts', 'lib', 'deploy-alone.mjs')],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  );
  // Its last line is the answer (what webpack printed comes before it).
  return JSON.parse(stdout.trim().split('\n').pop() ?? '') as AloneBuilds;
}

/** The JS files a page fetched from a path prefix, read from the folder they are served from. */
const scriptsUnder = (urls: string[], prefix: string, dir: string) =>
  urls
    .map((u) => new URL(u).pathname)
    .filter((p) => p.startsWith(prefix) && p.endsWith('.js'))
    .map((p) => readFileSync(path.join(dir, p.slice(prefix.length)), 'utf8'));

// Strings only the libraries' own code carries (each checked present in the shell's boot chunk).
const LIBRARY_MARKERS = {
  react: 'react.transitional.element',
  antd: '#1677ff',
  // The router's state machine (createRouter): the fixture bundles its own copy of the server
  // side's isCookie (with some of the package's helpers), never the router the page navigates by.
  'react-router': 'You must provide a non-empty routes array to createRouter',
};

let browser: Browser;
let portal: RunningPortal;
let staticRoot: string;
let oldDist: string;

/**
 * Prebuilt in the suite, the set-up starts a portal (seconds); run alone it may also build the two
 * remotes (8 and 19 s cold, side by side, on a machine where CI took 16 min).
 */
const SETUP_CEILING = 90_000;
/** The set-up, awaited by afterAll too: one that outlived its ceiling must not leave a portal running. */
let setup: Promise<void> | undefined;
beforeAll(() => (setup = prepare()), SETUP_CEILING);

async function prepare(): Promise<void> {
  staticRoot = mkdtempSync(path.join(tmpdir(), 'portal-alone-'));
  const shellDist = path.join(ROOT, 'shell', 'dist');
  if (!existsSync(path.join(shellDist, 'index.html')))
    throw new Error('build the shell first (npm run build -w @portal/shell)');
  // The shell as it was built, before the fixture existed for it; the other areas as they are.
  cpSync(shellDist, path.join(staticRoot, 'shell', 'dist'), { recursive: true });
  for (const dir of OTHER_BUILDS) {
    mkdirSync(path.join(staticRoot, dir));
    symlinkSync(path.join(ROOT, dir, 'dist'), path.join(staticRoot, dir, 'dist'));
  }
  const { outputs, seconds } = await aloneBuilds();
  console.log(
    `remote-deploy-alone: fixture ${seconds.fixture ? `built in ${seconds.fixture.toFixed(0)} s` : 'prebuilt'}, older commit's remote-auth ${seconds.old ? `built in ${seconds.old.toFixed(0)} s` : 'prebuilt'}`,
  );
  // The fixture takes remote-auth's place; the older remote-auth is served from a second origin.
  mkdirSync(path.join(staticRoot, 'remote-auth'));
  symlinkSync(outputs.fixture, path.join(staticRoot, 'remote-auth', 'dist'));
  oldDist = outputs.old;
  portal = await startPortal({ STATIC_ROOT: staticRoot });
  browser = await launchBrowser();
  // Should the set-up outlive its ceiling (SETUP_CEILING), afterAll still waits for it, so no portal
  // or browser is left running.
}

afterAll(async () => {
  await setup?.catch(() => undefined);
  await browser?.close();
  if (portal && portal.process.exitCode === null) {
    const exited = new Promise((r) => portal.process.once('exit', r));
    portal.process.kill('SIGTERM');
    await exited;
  }
  // The static folder's links to the other builds are removed, not what they point at.
  if (staticRoot) rmSync(staticRoot, { recursive: true, force: true });
}, SETUP_CEILING);

describe('a remote deployed alone over a shell built before it', () => {
  it('renders exports no portal source imports with the shell’s one React, antd context, router and store', async () => {
    const { page, errors, context } = await openPage(browser, undefined, portal.baseUrl);
    const fetched: string[] = [];
    page.on('response', (r) => fetched.push(r.url()));
    await page.goto('/Login');
    const root = page.locator('[data-fixture="remote-alone"]');
    await root.waitFor();
    // antd's theme and locale contexts are the shell's ConfigProvider (colorPrimary, zh_CN).
    expect(await root.getAttribute('data-primary')).toBe('#1f5fbf');
    await root.getByText('10 条/页').waitFor();
    // The router's context: useMatch sees the shell's location.
    expect(await root.getAttribute('data-match')).toBe('/Login');
    // One React: the shell's version; hooks and events of the fixture run on it.
    const react = JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules/react/package.json'), 'utf8'),
    );
    expect(await root.getAttribute('data-react')).toBe(react.version);
    await root.getByRole('button', { name: '点击 0' }).click();
    await root.getByRole('button', { name: '点击 1' }).waitFor();
    // An export of the router's server side, which the shell leaves out: the fixture's own copy.
    expect(await root.getAttribute('data-cookie')).toBe('false');
    // The store is the shell's (its reducers are there).
    expect(Number(await root.getAttribute('data-store-keys'))).toBeGreaterThan(0);
    await screenshot(page, 'remote-deploy-alone-fixture');

    // No copy of React, antd or the router came from the fixture's build: the shell's only.
    const shellBoot = readFileSync(
      path.join(
        staticRoot,
        'shell',
        'dist',
        /href="\/(boot\.[\w.]+\.js)"/.exec(
          readFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), 'utf8'),
        )?.[1] ?? 'missing',
      ),
      'utf8',
    );
    const fixtureScripts = scriptsUnder(
      fetched,
      '/remotes/remote-auth/',
      path.join(staticRoot, 'remote-auth', 'dist'),
    );
    expect(fixtureScripts.length).toBeGreaterThan(0);
    for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
      expect({ library, inShell: shellBoot.includes(marker) }).toEqual({ library, inShell: true });
      const copies = fixtureScripts.filter((s) => s.includes(marker)).length;
      expect({ library, copies }).toEqual({ library, copies: 0 });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes the remote-auth of an older commit, built from its own sources, from a second origin', async () => {
    const second = await serveFolder(oldDist);
    const restore = editPortalConfig((c) => {
      c.remotes.remote_auth = `${second.origin}/mf-manifest.json`;
    }, portal.portalConfig);
    try {
      const { page, errors, context } = await openPage(browser, undefined, portal.baseUrl);
      await page.goto('/index');
      // The old landing page, its antd Button from the new shell.
      await page
        .locator('[data-area="remote_auth"]')
        .getByText('操作指南', { exact: true })
        .waitFor();
      expect(second.requests).toContain('/mf-manifest.json');
      expect(second.requests.some((r) => r.startsWith('/__federation_expose_Routes'))).toBe(true);
      await screenshot(page, 'remote-deploy-alone-old-commit');
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      restore();
      second.server.close();
    }
  });
});
