// Portal-load benchmark: what Module Federation costs against the same pages built as one plain bundle.
// Cold loads (fresh context, empty cache; median of RUNS, federated and plain in turns) of /index,
// /mainmatch and /SHSZMarkets/index,
// federated and plain, in headless Chromium on loopback: JS bytes (wire and gzip), requests, FCP and
// the time until the area is rendered, the ratios against the goal (≤ 1.15×), the per-request
// breakdown, shared libraries fetched twice, remotes fetched before the page renders, what opening a
// market section from /mainmatch adds, what a warm reload of /mainmatch fetches, and the sign-in
// time (federated: submit on /index's login box → /mainmatch rendered; portal-load/sign-in.mjs).
// Usage: npm run build && node scripts/bench/portal-load.mjs   (BREAKDOWN=0 hides the request lists,
// SKIP_PLAIN_BUILD=1 reuses the plain builds of the previous run, ONLY=index,mainmatch,signin measures those alone;
// STATIC_ROOT=<folder> measures the builds in <folder>/<package>/dist, as the server serves them)
import { chromium } from 'playwright-core';
import { fmtKiB, login, startServer } from './lib.mjs';
import { buildPlainPages, servePlain } from './plain-pages/serve.mjs';
import { libraryCopies, recorder, totals } from './portal-load/record.mjs';
import { measureSignIn, printSignIn } from './portal-load/sign-in.mjs';
import {
  duplicateShared,
  printBuildSizes,
  printRequests,
  readBuilds,
  remotesBefore,
} from './portal-load/report.mjs';

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
const BREAKDOWN = process.env.BREAKDOWN !== '0';
const GOAL = 1.15;
/** The landing page's own budget: JS (gzip) requested before its area renders. */
const INDEX_BUDGET = 250 * 1024;
const PAGES = [
  {
    name: 'index',
    path: '/index',
    // The area with its login box (and the carousel, rendered with it).
    selector: '[data-area="remote_auth"] [data-testid="login-panel"]',
    signedIn: false,
  },
  {
    name: 'mainmatch',
    path: '/mainmatch',
    selector: '[data-area="remote_competition"]',
    signedIn: true,
  },
  {
    name: 'shsz',
    path: '/SHSZMarkets/index',
    selector: '[data-section="SHSZMarkets"]',
    signedIn: true,
  },
];

async function openContext(browser, token, selector) {
  const context = await browser.newContext();
  if (token)
    await context.addInitScript(([t]) => sessionStorage.setItem('portal.token', t), [token]);
  // The moment the area's element enters the page, taken in the page: the harness noticing it
  // later (seconds on a busy machine) counted what the page requests after it as requested before.
  if (selector)
    await context.addInitScript(
      ([sel]) =>
        new MutationObserver((_records, observer) => {
          if (!document.querySelector(sel)) return;
          window.__areaRendered = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true }),
      [selector],
    );
  const page = await context.newPage();
  return { context, page, rec: await recorder(context, page) };
}

/** One cold load: the metrics and every request. */
async function coldLoad(browser, base, target, token) {
  const { context, page, rec } = await openContext(browser, token, target.selector);
  await page.goto(`${base}${target.path}`);
  await page.locator(target.selector).first().waitFor({ timeout: 60_000 });
  const ready = await page.evaluate(() => window.__areaRendered ?? performance.now());
  await page.waitForLoadState('networkidle');
  await rec.quiet(1000);
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  );
  const requests = await rec.take();
  await context.close();
  // Script requests sent before the area rendered (both clocks start at the page's request).
  const before = requests.filter((r) => r.type === 'Script' && !r.cached && r.start <= ready);
  const jsGzipBefore = before.reduce((a, r) => a + (r.gzip || r.bytes), 0);
  return { ...totals(requests), fcp, ready, jsGzipBefore, list: requests };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The median run's figures (its request list for the breakdown). */
function summarize(runs) {
  const pick = (k) => median(runs.map((r) => r[k]));
  const readyMedian = pick('ready');
  const typical = runs.find((r) => r.ready === readyMedian) ?? runs[0];
  return {
    jsBytes: pick('jsBytes'),
    jsGzip: pick('jsGzip'),
    jsGzipBefore: pick('jsGzipBefore'),
    requests: pick('requests'),
    fcp: pick('fcp'),
    ready: readyMedian,
    readyAll: runs.map((r) => r.ready).sort((a, b) => a - b),
    list: typical.list,
    readyOfList: typical.ready,
  };
}

/**
 * Federated and plain loads of a page taken in turns (after one warm-up pair that is not counted),
 * so a slow spell of the machine weighs on both sides of the ratio alike; which one goes first
 * alternates, so a server cache warmed by the first load of a pair favours neither.
 */
async function measurePair(browser, fedBase, plainBase, target, token) {
  const fed = [];
  const plain = [];
  for (let i = -1; i < RUNS; i += 1) {
    const fedFirst = i % 2 === 0;
    const first = await coldLoad(browser, fedFirst ? fedBase : plainBase, target, token);
    const second = await coldLoad(browser, fedFirst ? plainBase : fedBase, target, token);
    const [f, p] = fedFirst ? [first, second] : [second, first];
    if (i >= 0) {
      fed.push(f);
      plain.push(p);
    }
  }
  // Each pair's own time ratio: the machine's slow and fast spells cancel within a pair.
  const pairRatios = fed.map((f, i) => f.ready / plain[i].ready).sort((a, b) => a - b);
  return { fed: summarize(fed), plain: summarize(plain), pairRatios };
}

function print(label, m) {
  console.log(
    `${label.padEnd(32)} JS sent ${fmtKiB(m.jsBytes).padStart(11)}  as gzip ${fmtKiB(m.jsGzip).padStart(10)}  requests ${String(m.requests).padStart(3)}  FCP ${m.fcp.toFixed(0).padStart(5)} ms  area rendered ${m.ready.toFixed(0).padStart(5)} ms (runs ${m.readyAll.map((x) => x.toFixed(0)).join(' ')})`,
  );
}

/** Cold /mainmatch, then the SHSZ section opened in the page: what the section adds. */
async function sectionOpen(browser, base, token) {
  const { context, page, rec } = await openContext(browser, token);
  await page.goto(`${base}/mainmatch`);
  await page.locator(PAGES[1].selector).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await rec.take();
  rec.reset();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/SHSZMarkets/index');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.locator(PAGES[2].selector).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const requests = await rec.take();
  await context.close();
  return { ...totals(requests), list: requests };
}

/** Cold /mainmatch, then a reload with the HTTP cache warm: what goes over the wire again. */
async function warmReload(browser, base, token) {
  const { context, page, rec } = await openContext(browser, token);
  await page.goto(`${base}/mainmatch`);
  await page.locator(PAGES[1].selector).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await rec.take();
  rec.reset();
  await page.reload();
  await page.locator(PAGES[1].selector).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const requests = await rec.take();
  await context.close();
  return { ...totals(requests), list: requests };
}

const verdict = (ok) => (ok ? 'ok' : 'NOT MET');

if (process.env.SKIP_PLAIN_BUILD !== '1') {
  console.log('portal-load: building the plain pages (one bundle each, no federation)…');
  buildPlainPages();
}
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ARGS,
});
try {
  const builds = readBuilds();
  const token = await login(server.url, 'student01');
  if (!token) console.log('(login failed: signed-in pages load anonymous)');
  console.log(
    `\nportal-load: median of ${RUNS} cold loads each, federated and plain in turns, headless Chromium, server on loopback\n`,
  );
  const results = [];
  const only = process.env.ONLY?.split(',');
  if (!only || only.includes('signin')) printSignIn(await measureSignIn(browser, server.url, RUNS));
  for (const target of PAGES.filter((p) => !only || only.includes(p.name))) {
    const t = target.signedIn ? token : null;
    const plainServer = await servePlain(target.name, server.url);
    const { fed, plain, pairRatios } = await measurePair(
      browser,
      server.url,
      plainServer.base,
      target,
      t,
    );
    plainServer.close();
    print(`${target.path} (federated)`, fed);
    print(`${target.path} (plain bundle)`, plain);
    results.push({ target, fed, plain, pairRatios });
  }

  console.log(
    `\nFederation cost (federated ÷ plain, goal ≤ ${GOAL}× gzip bytes and time to area):`,
  );
  for (const { target, fed, plain, pairRatios } of results) {
    const bytes = fed.jsGzip / plain.jsGzip;
    const time = fed.ready / plain.ready;
    console.log(
      `  ${target.path.padEnd(20)} gzip ×${bytes.toFixed(2)}  area rendered ×${time.toFixed(2)}  requests ×${(fed.requests / plain.requests).toFixed(2)}  JS sent ×${(fed.jsBytes / plain.jsBytes).toFixed(2)}  → ${verdict(bytes <= GOAL && time <= GOAL)}`,
    );
    // The spread says how far the time ratio can be trusted on this machine (the verdict above
    // stays the ratio of the medians).
    const [low, high] = [pairRatios[0], pairRatios[pairRatios.length - 1]];
    console.log(
      `  ${''.padEnd(20)} area rendered per pair (federated ÷ plain, loaded one after the other): median ×${median(pairRatios).toFixed(2)}, ×${low.toFixed(2)}–×${high.toFixed(2)}`,
    );
  }

  const index = results.find((r) => r.target.name === 'index');
  if (index) {
    const { jsGzipBefore } = index.fed;
    console.log(
      `\n/index budget: ${fmtKiB(jsGzipBefore)} JS gzip requested before the area renders (goal ≤ ${fmtKiB(INDEX_BUDGET)}, ×${(jsGzipBefore / INDEX_BUDGET).toFixed(2)} of it; plain bundle ${fmtKiB(index.plain.jsGzipBefore)}) → ${verdict(jsGzipBefore <= INDEX_BUDGET)}`,
    );
  }

  console.log(
    '\nShared libraries fetched twice, library copies, remotes fetched before the area renders:',
  );
  for (const { target, fed, plain } of results) {
    const dups = duplicateShared(fed.list, builds);
    const copies = libraryCopies(fed.list);
    const plainCopies = libraryCopies(plain.list);
    const extra = Object.keys(copies).filter((k) => copies[k] > (plainCopies[k] ?? 0));
    console.log(
      `  ${target.path.padEnd(20)} shared twice: ${dups.length ? dups.join('; ') : 'none'}; more copies than plain: ${extra.length ? extra.map((k) => `${k} ${copies[k]}×`).join(', ') : 'none'}; remote entries: ${remotesBefore(fed.list, fed.readyOfList).join(', ') || 'none'}`,
    );
  }

  // The section-open and warm-reload parts need every page measured.
  const extras = [];
  if (!only) {
    const open = await sectionOpen(browser, server.url, token);
    console.log(
      `\nOpening SHSZMarkets from /mainmatch adds ${fmtKiB(open.jsGzip)} JS gzip (${(open.jsGzip / 1000).toFixed(1)} kB) in ${open.requests} requests (goal ≤ 100 kB) → ${verdict(open.jsGzip <= 100_000)}`,
    );
    const warm = await warmReload(browser, server.url, token);
    const uncachedStatic = warm.list.filter(
      (r) => !r.cached && ['Script', 'Stylesheet', 'Image', 'Font'].includes(r.type),
    ).length;
    console.log(
      `Warm reload of /mainmatch fetches ${(warm.staticFetched / 1000).toFixed(1)} kB of page, scripts and manifests (goal ≤ 20 kB) → ${verdict(warm.staticFetched <= 20_000)}; ${(warm.fetched / 1000).toFixed(1)} kB with API data; ${uncachedStatic} scripts/images not from cache`,
    );
    extras.push(
      ['when SHSZMarkets opens from /mainmatch', open],
      ['of the warm reload of /mainmatch', warm],
    );
  }
  if (BREAKDOWN) {
    for (const { target, fed, plain } of results) {
      console.log(`\nRequests of ${target.path} (federated, the median run; JS as gzip):`);
      printRequests(fed.list, builds);
      console.log(`Requests of ${target.path} (plain bundle):`);
      printRequests(plain.list, builds);
    }
    for (const [what, m] of extras) {
      console.log(`\nRequests ${what}:`);
      printRequests(m.list, builds);
    }
  }
  printBuildSizes();
} finally {
  await browser.close();
  server.stop();
}
