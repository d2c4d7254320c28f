// Where a cold load of a portal page spends its main thread: a V8 CPU profile of each load (saved for
// DevTools, speedscope or profile-top.mjs) and, for the median load, a 10 ms timeline of what ran
// (by script, or V8's idle / program / GC) beside the page's requests in the same page clock.
// Usage: npm run build && node scripts/bench/page-profile.mjs [--path=/index] [--runs=5]
//   [--selector=<css of the rendered area>] [--out=<folder>]  (pages other than /index sign in as student01)
// The 100 µs sampling slows the page a little: compare loads of one run, not with portal-load.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { login, parseArgs, startServer } from './lib.mjs';

const args = parseArgs();
const pagePath = args.path ?? '/index';
const runs = Number(args.runs ?? 5);
const selector =
  args.selector ??
  (pagePath === '/index' ? '[data-testid="login-panel"]' : '[data-area], [data-section]');
const out = path.resolve(args.out ?? path.join(tmpdir(), 'page-profile'));
mkdirSync(out, { recursive: true });

/** One cold load: its profile, the area's time and the requests, all in ms of the page's clock. */
async function load(browser, url, token) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((t) => sessionStorage.setItem('portal.token', t), token);
  // The anchor between the two clocks: 2 ms of a named function at the document's start, whose
  // page time is kept; its first sample in the profile is the same moment in the profile's clock.
  await context.addInitScript(() => {
    window.__profileAnchor = (function __profileAnchor() {
      const start = performance.now();
      while (performance.now() - start < 2);
      return start;
    })();
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url + pagePath);
  await page.locator(selector).first().waitFor({ timeout: 60_000 });
  const area = await page.evaluate(() => performance.now());
  const { profile } = await cdp.send('Profiler.stop');
  const requests = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({
      name: new URL(e.name).pathname,
      start: e.startTime,
      end: e.responseEnd,
    })),
  );
  const anchor = await page.evaluate(() => window.__profileAnchor);
  await context.close();
  return { profile, area, requests, offset: anchorOffset(profile, anchor) };
}

const nodesById = (profile) => new Map(profile.nodes.map((n) => [n.id, n]));

/** µs from the profile's start to the page's time 0, from the anchor's first sample (null: none sampled). */
function anchorOffset(profile, anchorMs) {
  // The anchor's nodes and their callees (its samples mostly land in performance.now).
  const byId = nodesById(profile);
  const ids = new Set();
  const mark = (n, inside) => {
    const here = inside || n.callFrame.functionName === '__profileAnchor';
    if (here) ids.add(n.id);
    for (const c of n.children ?? []) mark(byId.get(c), here);
  };
  mark(profile.nodes[0], false);
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i];
    if (ids.has(profile.samples[i])) return t - profile.startTime - anchorMs * 1000;
  }
  return null;
}

/**
 * A load whose profile holds the anchor: now and then (about one load in four on a busy 2-core
 * machine) none of the anchor's 2 ms is sampled, and that load cannot be placed on the page's clock;
 * it is taken again, three times at most.
 */
async function anchoredLoad(browser, url, token) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const one = await load(browser, url, token);
    if (one.offset !== null) return one;
  }
  throw new Error('the anchor is not in the profile of three loads in a row: sampling too coarse?');
}

/** Script (or V8 state) of each 10 ms of the load, the largest three per bucket. */
function timeline({ profile, offset }) {
  const byId = nodesById(profile);
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (id) => {
    let n = byId.get(id);
    if (/^\((idle|program|garbage collector)\)$/.test(n.callFrame.functionName))
      return n.callFrame.functionName;
    while (n && !n.callFrame.url) n = byId.get(parent.get(n.id));
    return n ? new URL(n.callFrame.url).pathname : '(other)';
  };
  const buckets = new Map();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    const ms = Math.floor((t - profile.startTime - offset) / 1e4) * 10;
    if (ms < 0) return;
    const b = buckets.get(ms) ?? new Map();
    b.set(label(id), (b.get(label(id)) ?? 0) + profile.timeDeltas[i] / 1000);
    buckets.set(ms, b);
  });
  return [...buckets].sort((a, b) => a[0] - b[0]);
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const token = pagePath === '/index' ? null : await login(server.url, 'student01');
  await load(browser, server.url, token); // warms the server and the disk cache
  const loads = [];
  for (let i = 0; i < runs; i += 1) {
    const one = await anchoredLoad(browser, server.url, token);
    writeFileSync(path.join(out, `load-${i}.cpuprofile`), JSON.stringify(one.profile));
    loads.push(one);
  }
  const median = [...loads].sort((a, b) => a.area - b.area)[loads.length >> 1];
  console.log(`${pagePath}: area rendered ${loads.map((l) => l.area.toFixed(0)).join(', ')} ms`);
  console.log(`profiles in ${out}; the median load (${median.area.toFixed(0)} ms):\n`);
  for (const [ms, b] of timeline(median)) {
    if (ms > median.area + 20) break;
    const top = [...b].sort((x, y) => y[1] - x[1]).slice(0, 3);
    console.log(
      `${String(ms).padStart(6)} ms  ${top.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | ')}`,
    );
  }
  console.log('\nrequests (start → end, ms):');
  for (const r of median.requests.filter((x) => x.start <= median.area))
    console.log(`${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(5)}  ${r.name}`);
} finally {
  await browser.close();
  server.stop();
}
