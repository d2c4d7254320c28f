// Portal-load benchmark: cold loads of /index and /mainmatch in headless Chromium (JS bytes raw and
// gzipped, requests, first contentful paint, time until the area is rendered), the size of every
// remote's entry and shared chunk, and /index built as one plain bundle without federation.
// Usage: npm run build && node scripts/bench/portal-load.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, fmtKiB, ROOT, startServer } from './lib.mjs';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Number(process.env.RUNS ?? 3);

async function login(url) {
  const res = await fetch(
    `${url}/api/user/login?name=student01&password=Student123&userName=student01&passWord=Student123`,
  ).catch(() => null);
  const body = res?.ok ? await res.json().catch(() => null) : null;
  const data = body?.data ?? body?.Data;
  return data?.Token ?? data?.token ?? null;
}

/** One cold load (fresh context, empty cache) of `target`, waiting for `selector`. */
async function coldLoad(browser, base, target, selector, token) {
  const context = await browser.newContext();
  if (token) {
    await context.addInitScript(([t]) => sessionStorage.setItem('portal.token', t), [token]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map();
  let requests = 0;
  let jsBytes = 0;
  let jsGzip = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.requestWillBeSent', () => (requests += 1));
  cdp.on('Network.loadingFinished', (e) => {
    if (types.get(e.requestId) === 'Script') jsBytes += e.encodedDataLength;
  });
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    const body = await r.body().catch(() => null);
    if (body) jsGzip += gzipSync(body).length;
  });
  await page.goto(`${base}${target}`);
  await page.locator(selector).first().waitFor({ timeout: 60_000 });
  const ready = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  await context.close();
  return { jsBytes, jsGzip, requests, fcp, ready };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(browser, base, target, selector, token) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1)
    runs.push(await coldLoad(browser, base, target, selector, token));
  const pick = (k) => median(runs.map((r) => r[k] ?? 0));
  return {
    jsBytes: pick('jsBytes'),
    jsGzip: pick('jsGzip'),
    requests: pick('requests'),
    fcp: pick('fcp'),
    ready: pick('ready'),
  };
}

function print(label, m) {
  console.log(
    `${label.padEnd(26)} JS sent ${fmtKiB(m.jsBytes).padStart(11)}  as gzip ${fmtKiB(m.jsGzip).padStart(10)}  requests ${String(m.requests).padStart(3)}  FCP ${m.fcp.toFixed(0).padStart(5)} ms  area rendered ${m.ready.toFixed(0).padStart(5)} ms`,
  );
}

function remoteSizes() {
  console.log('\nRemote entries and shared chunks (minified, gzip):');
  for (const dir of [
    'shell',
    'remote-auth',
    'remote-competition',
    'remote-training',
    'remote-markets',
  ]) {
    const dist = path.join(ROOT, dir, 'dist');
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const size = (f) => {
      const file = path.join(dist, f);
      return { raw: statSync(file).size, gz: gzipSync(readFileSync(file)).length };
    };
    if (existsSync(path.join(dist, 'remoteEntry.js'))) {
      const entry = size('remoteEntry.js');
      console.log(
        `  ${dir.padEnd(20)} remoteEntry.js ${fmtKiB(entry.raw)} (gzip ${fmtKiB(entry.gz)})`,
      );
    } else {
      console.log(`  ${dir.padEnd(20)} (host: no remote entry)`);
    }
    for (const shared of manifest.shared ?? []) {
      const files = [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])];
      const total = files.reduce(
        (acc, f) => {
          const s = size(f);
          return { raw: acc.raw + s.raw, gz: acc.gz + s.gz };
        },
        { raw: 0, gz: 0 },
      );
      if (total.raw > 0)
        console.log(
          `      shared ${shared.name.padEnd(22)} ${fmtKiB(total.raw).padStart(11)} (gzip ${fmtKiB(total.gz)})`,
        );
    }
  }
}

async function servePlain() {
  const out = path.join(tmpdir(), 'portal-plain-index');
  execFileSync(
    'npx',
    ['webpack', '--config', path.join(ROOT, 'scripts/bench/plain-index/webpack.config.cjs')],
    { cwd: ROOT, stdio: 'ignore' },
  );
  const port = await freePort();
  const server = createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0];
    const file = path.join(out, url.endsWith('.js') || url.endsWith('.svg') ? url : 'index.html');
    try {
      const body = readFileSync(file);
      res
        .writeHead(200, {
          'content-type': file.endsWith('.js') ? 'application/javascript' : 'text/html',
        })
        .end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ARGS,
});
try {
  console.log(`portal-load: median of ${RUNS} cold loads, headless Chromium, server on loopback\n`);
  const index = await measure(browser, server.url, '/index', '[data-area="remote_auth"]');
  print('/index (federated)', index);
  const token = await login(server.url);
  const mainmatch = await measure(browser, server.url, '/mainmatch', '[data-area]', token);
  print(`/mainmatch (${token ? 'signed in' : 'anonymous'})`, mainmatch);
  const shsz = await measure(
    browser,
    server.url,
    '/SHSZMarkets/index',
    '[data-section], [data-area]',
    token,
  );
  print('/SHSZMarkets/index', shsz);
  const plain = await servePlain();
  const plainIndex = await measure(browser, plain.base, '/index', '[data-area="remote_auth"]');
  plain.close();
  print('/index (plain bundle)', plainIndex);
  console.log(
    `\nfederation cost on /index: JS ×${(index.jsBytes / plainIndex.jsBytes).toFixed(2)}, gzip ×${(index.jsGzip / plainIndex.jsGzip).toFixed(2)}, requests ×${(index.requests / plainIndex.requests).toFixed(2)}, area rendered ×${(index.ready / plainIndex.ready).toFixed(2)}`,
  );
  remoteSizes();
} finally {
  await browser.close();
  server.stop();
}
