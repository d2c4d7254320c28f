// `npm test`: install what is missing (npm packages, Chromium, PostgreSQL, Redis), then the engine
// check, lint, format check, type-check, build, unit + server tests (Jest) and end-to-end tests in
// headless Chromium, and the cluster test (three processes behind nginx on PostgreSQL and Redis).
// `--only=<step>` runs one step (engines, lint, format, typecheck, build, unit, cluster, e2e).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import {
  ensureChromium,
  ensureNginx,
  ensureNodeModules,
  ensurePostgres,
  ensureRedis,
  ROOT,
} from './lib/ensure.mjs';
import { log, run } from './lib/run.mjs';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const PACKAGES = [
  'shared-kit',
  'server',
  'shell',
  'remote-auth',
  'remote-competition',
  'remote-training',
  'remote-markets',
  'forex-detail',
];
const TYPECHECKED = [...PACKAGES, 'scripts'];
const reports = path.join(ROOT, '.e2e-artifacts');
const totals = { passed: 0, failed: 0 };

function countJest(file) {
  if (!existsSync(file)) return false;
  const result = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  return true;
}

const npx = (args, env = {}) => run('npx', args, { cwd: ROOT, env: { ...process.env, ...env } });

const steps = {
  engines: async () => {
    // Loaded after the install: it needs `semver` from node_modules, absent on a fresh clone.
    const { engineMismatches } = await import('./lib/engines.mjs');
    const bad = engineMismatches(ROOT, PACKAGES.concat('scripts'));
    for (const p of bad) {
      console.error(
        `${p.name}@${p.version} (${p.where}) needs node ${p.range}, runs on ${process.version}`,
      );
    }
    if (bad.length) console.error('pin versions whose engines match (package.json "overrides")');
    return bad.length ? 1 : 0;
  },
  lint: () => npx(['eslint', '--max-warnings=0', '.']),
  format: () => npx(['prettier', '--check', '--log-level', 'warn', '.']),
  typecheck: async () => {
    for (const pkg of TYPECHECKED) {
      const code = await run(
        process.execPath,
        [path.join(ROOT, 'node_modules/tsc7/bin/tsc'), '--noEmit', '-p', `${pkg}/tsconfig.json`],
        { cwd: ROOT },
      );
      if (code !== 0) return code;
    }
    return 0;
  },
  build: async () => (await buildAll(), 0),
  // Every core works (jest's default leaves one to itself, half of a 2-core CI machine): each
  // server test file has its own databases, so files run side by side.
  unit: async () => {
    const out = path.join(reports, 'jest-unit.json');
    const workers = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;
    const code = await npx(['jest', '--ci', workers, '--json', `--outputFile=${out}`], {
      NODE_ENV: 'test',
    });
    if (!countJest(out)) return code || 1;
    return code;
  },
  // Three built server processes behind nginx (installed on first use), database cluster_test.
  cluster: async () => {
    const out = path.join(reports, 'jest-cluster.json');
    const code = await npx([
      'jest',
      '--ci',
      '--forceExit',
      '--config',
      'scripts/cluster/jest.config.cjs',
      '--json',
      `--outputFile=${out}`,
    ]);
    if (!countJest(out)) return code || 1;
    return code;
  },
  e2e: async () => {
    const out = path.join(reports, 'jest-e2e.json');
    const code = await npx([
      'jest',
      '--ci',
      '--runInBand',
      '--config',
      'scripts/e2e/jest.config.cjs',
      '--json',
      `--outputFile=${out}`,
    ]);
    if (!countJest(out)) return code || 1;
    return code;
  },
};

const order = only
  ? [only]
  : ['engines', 'lint', 'format', 'typecheck', 'build', 'unit', 'cluster', 'e2e'];
const failedSteps = [];
/** Seconds each step took (setup is the installs), printed at the end to watch the CI budget. */
const took = [];
const started = Date.now();
try {
  mkdirSync(reports, { recursive: true });
  await ensureNodeModules();
  if (order.some((s) => s === 'unit' || s === 'cluster' || s === 'e2e')) {
    await ensurePostgres();
    await ensureRedis();
  }
  if (order.includes('e2e')) await ensureChromium();
  if (order.includes('cluster')) await ensureNginx();
  took.push(`setup ${Math.round((Date.now() - started) / 1000)} s`);
  for (const step of order) {
    if (!steps[step]) throw new Error(`unknown step ${step}`);
    const needsBuild = step === 'e2e' || step === 'cluster';
    if (needsBuild && order.includes('build') && failedSteps.includes('build')) continue;
    if (needsBuild && !order.includes('build')) await buildAll();
    log(step);
    const stepStarted = Date.now();
    const code = await steps[step]();
    took.push(`${step} ${Math.round((Date.now() - stepStarted) / 1000)} s`);
    if (code !== 0) failedSteps.push(step);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  failedSteps.push('setup');
}

console.log(`\n失败的步骤: ${failedSteps.length ? failedSteps.join(', ') : '无'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
console.log(`time: ${took.join(', ')}; total ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failedSteps.length ? 1 : 0);
