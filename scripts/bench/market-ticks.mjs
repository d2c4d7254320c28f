#!/usr/bin/env node
// Market simulator benchmark: builds the whole curated universe with its history, then steps the
// market on a manual clock and reports quotes generated per second for the whole universe, the
// cost of lazily building one symbol's 5 days of 1-minute bars, and the memory held.
//
// It runs the BUILT server code, server/dist/domain/market. Build it first with
//   npm run build -w server   (swc src -d dist inside server/)
// (the script rebuilds first unless --no-build is given).
//
// Usage: node --expose-gc scripts/bench/market-ticks.mjs [--steps=600] [--seed=20240102]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const modulePath = path.join(root, 'server/dist/domain/market/index.js');
const args = Object.fromEntries(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([\w-]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]]] : [];
  }),
);
const steps = Number(args.steps ?? 600);
const seed = Number(args.seed ?? 20240102);

// Always rebuild (under a second with swc) so the numbers are for the current source.
if (!process.argv.includes('--no-build') || !existsSync(modulePath)) {
  const build = spawnSync(
    'npx',
    [
      'swc',
      'src',
      '-d',
      'dist',
      '--strip-leading-paths',
      '--copy-files',
      '--ignore',
      '**/*.test.ts',
    ],
    { cwd: path.join(root, 'server'), stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { buildUniverse, MarketClock, SimulatedMarket, TradingCalendar } = require(modulePath);
const gc = () => globalThis.gc?.();
const mib = (b) => +(b / 1024 / 1024).toFixed(1);

gc();
const held = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
const heapBefore = held();
const calendar = new TradingCalendar();
let t = performance.now();
const clock = new MarketClock({ mode: 'manual', startDate: '2026-11-20', calendar });
const universe = buildUniverse('2026-11-20', calendar);
const market = new SimulatedMarket({ seed, clock, securities: universe });
const buildMs = performance.now() - t;

// The first step builds today's path of every security; measure it apart from steady state.
t = performance.now();
market.advance();
const firstStepMs = performance.now() - t;

t = performance.now();
let quotes = 0;
for (let i = 0; i < steps; i += 1) {
  clock.advance(1);
  quotes += market.advance().length;
}
const stepSeconds = (performance.now() - t) / 1000;

t = performance.now();
const dates = market.tradingDates().slice(-6, -1);
for (const d of dates) market.minuteBars('300750', d);
const minuteBarsMs = performance.now() - t;

gc();
const heapAfter = held();
const result = {
  securities: universe.length,
  historyDays: market.tradingDates().length,
  buildMs: Math.round(buildMs),
  firstStepMs: Math.round(firstStepMs),
  steps,
  stepsPerSecond: Math.round(steps / stepSeconds),
  quotesPerSecond: Math.round(quotes / stepSeconds),
  fiveDaysOfMinuteBarsMs: +minuteBarsMs.toFixed(1),
  heapHeldMiB: mib(heapAfter - heapBefore),
  rssMiB: mib(process.memoryUsage().rss),
  gcExposed: typeof globalThis.gc === 'function',
};
console.log(
  `market-ticks: ${result.securities} securities, ${result.historyDays} days of history built in ${result.buildMs} ms`,
);
console.log(
  `  ${result.stepsPerSecond} whole-universe steps/s = ${result.quotesPerSecond} quotes/s (with 5-level books); first step ${result.firstStepMs} ms`,
);
console.log(
  `  5 days of 1-minute bars for one symbol: ${result.fiveDaysOfMinuteBarsMs} ms; held (heap + typed arrays) ${result.heapHeldMiB} MiB, rss ${result.rssMiB} MiB`,
);
mkdirSync(path.join(root, '.bench-results'), { recursive: true });
writeFileSync(path.join(root, '.bench-results/market-ticks.json'), JSON.stringify(result, null, 2));
