// `npm test`: install what is missing (npm packages, Chromium, PostgreSQL, Redis), then the engine
// check, lint, format check, type-check, build, unit + server tests (Jest) and end-to-end tests in
// headless Chromium, and the cluster test (three processes behind nginx on PostgreSQL and Redis).
// `--only=<step>` runs one step (engines, lint, format, typecheck, build, unit, cluster, e2e).
// `--full` (npm run test:full) runs the server's route tests on both databases (TEST_DB=all).
//
// On CI's two cores the steps run in three phases: the build; the unit tests (they use both
// cores); then the end-to-end tests, which leave a core mostly idle, beside the lint, format and
// type checks and the cluster test (their output is kept in .e2e-artifacts/logs and printed as
// each ends).
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
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
import { busyShare, cpuTimes, log, run, runLogged } from './lib/run.mjs';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const full = process.argv.includes('--full');
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

const logs = path.join(reports, 'logs');
/** The log file of a step that runs beside another (undefined: the terminal). */
let logOf = () => undefined;
/** Runs a command in the root, into the step's log file when it has one. */
function exec(step, command, args, env = {}) {
  const options = { cwd: ROOT, env: { ...process.env, ...env } };
  const file = logOf(step);
  return file ? runLogged(file, command, args, options) : run(command, args, options);
}
/** Runs a tool of node_modules/.bin (see exec). */
const npx = (step, args, env) => exec(step, 'npx', args, env);
/** Jest's transform cache inside the clone, so a second run of the same clone reuses it. */
const CACHE = path.join(ROOT, 'node_modules', '.cache');

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
  lint: () =>
    npx('lint', [
      'eslint',
      '--max-warnings=0',
      '--cache',
      '--cache-location',
      path.join(CACHE, 'eslint/'),
      '.',
    ]),
  format: () =>
    npx('format', [
      'prettier',
      '--check',
      '--log-level',
      'warn',
      '--cache',
      '--cache-location',
      path.join(CACHE, 'prettier/.cache'),
      '.',
    ]),
  typecheck: async () => {
    for (const pkg of TYPECHECKED) {
      const tsc = path.join(ROOT, 'node_modules/tsc7/bin/tsc');
      const code = await exec('typecheck', process.execPath, [
        tsc,
        '--noEmit',
        '-p',
        `${pkg}/tsconfig.json`,
      ]);
      if (code !== 0) return code;
    }
    return 0;
  },
  // The portal, and beside it the two remotes remote-deploy-alone.e2e.test.ts loads into the shell
  // (scripts/lib/deploy-alone.mjs): in the e2e phase they competed with its four other lanes.
  build: async () => {
    const { buildDeployAlone } = await import('./lib/deploy-alone.mjs');
    // A failure here fails that e2e file alone (it tries again and reports), not the whole run.
    const alone = buildDeployAlone().then(
      (seconds) => log(`remote-deploy-alone 的构建: ${JSON.stringify(seconds)} s`),
      (error) => log(`remote-deploy-alone 的构建失败，由其 e2e 测试报告: ${error.message}`),
    );
    await Promise.all([buildAll(), alone]);
    return 0;
  },
  // Every core works (jest's default leaves one to itself, half of a 2-core CI machine): each
  // server test file has its own databases, so files run side by side.
  unit: async () => {
    const out = path.join(reports, 'jest-unit.json');
    const workers = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;
    const code = await npx('unit', ['jest', '--ci', workers, '--json', `--outputFile=${out}`], {
      NODE_ENV: 'test',
      ...(full ? { TEST_DB: 'all' } : {}),
    });
    if (!countJest(out)) return code || 1;
    return code;
  },
  // Three built server processes behind nginx (installed on first use), database cluster_test.
  cluster: async () => {
    const out = path.join(reports, 'jest-cluster.json');
    const code = await npx('cluster', [
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
  // Two jest runs side by side, each with its own portal server (support/global-setup.ts): the
  // files that move the market clock (POST /test/market/clock) share one, the others the second,
  // so a clock jump never lands in the middle of another file's test.
  e2e: async () => {
    const lanes = e2eLanes();
    const codes = await Promise.all(
      lanes.map(async (files, i) => {
        const out = path.join(reports, `jest-e2e-${i + 1}.json`);
        const args = ['jest', '--ci', '--runInBand', '--config', 'scripts/e2e/jest.config.cjs'];
        const file = i === 0 ? logOf('e2e') : path.join(logs, `e2e-${i + 1}.log`);
        const argv = [...args, '--json', `--outputFile=${out}`, ...files];
        const options = { cwd: ROOT, env: process.env };
        const code = await (file
          ? runLogged(file, 'npx', argv, options)
          : run('npx', argv, options));
        if (file && i > 0) {
          log(`e2e (第 ${i + 1} 组): ${code === 0 ? '通过' : '失败'}`);
          process.stdout.write(readFileSync(file, 'utf8'));
        }
        return countJest(out) ? code : code || 1;
      }),
    );
    return codes.find((c) => c !== 0) ?? 0;
  },
};

/** The files that move the market clock, and the files of the second lane (every other one). */
const CLOCK_FILES = [
  'hk',
  'futures',
  'intraday',
  'margin',
  'markets',
  'options',
  'options-covered',
  'forex',
  'forex-margin',
  'forex-detail',
  'scenarios-browser',
];
/** With them, the files whose times balance the two lanes (each starts servers of its own). */
const FIRST_LANE = [...CLOCK_FILES, 'remote-deploy-alone', 'portal', 'help-robot', 'remote-alone'];

/** The e2e test files of each lane, as paths relative to the root. */
function e2eLanes() {
  const dir = path.join(ROOT, 'scripts', 'e2e');
  const all = readdirSync(dir).filter((f) => f.endsWith('.e2e.test.ts'));
  const first = new Set(FIRST_LANE.map((n) => `${n}.e2e.test.ts`));
  const lane = (inFirst) =>
    all.filter((f) => first.has(f) === inFirst).map((f) => `scripts/e2e/${f}$`);
  return [lane(true), lane(false)];
}

/**
 * The phases of a whole run, in order. A phase's lanes run side by side, each lane's steps one
 * after another; every lane but the first writes to a log file, printed when its step ends.
 */
const PHASES = only
  ? [[[only]]]
  : [[['engines']], [['build']], [['unit']], [['e2e'], ['lint', 'format', 'typecheck', 'cluster']]];
const order = PHASES.flat(2);
/** Steps that run the built portal. */
const NEEDS_BUILD = new Set(['unit', 'e2e', 'cluster']);
const failedSteps = [];
/** Seconds each step took (setup is the installs), printed at the end to watch the CI budget. */
const took = [];
const started = Date.now();

/** How busy the machine's cores were in each phase (where a phase leaves cores idle). */
const busy = [];
/** A promise's failure as a value: an install that fails fails the step that needs it, not the run. */
const settled = (promise) =>
  promise.then(
    () => null,
    (error) => error,
  );
/** Step → the Debian install it needs (Chromium for e2e, nginx for the cluster), started at setup. */
const debianReady = {};

async function runStep(step, file) {
  if (!steps[step]) throw new Error(`unknown step ${step}`);
  const installFailed = await debianReady[step];
  if (installFailed) {
    console.error(`${step}: ${installFailed.message}`);
    failedSteps.push(step);
    return;
  }
  if (NEEDS_BUILD.has(step)) {
    if (failedSteps.includes('build')) return;
    if (!order.includes('build')) await buildAll();
  }
  log(file ? `${step} (同时进行，输出写入 ${path.relative(ROOT, file)})` : step);
  const stepStarted = Date.now();
  const code = await steps[step]();
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  took.push(`${step} ${seconds} s`);
  if (code !== 0) failedSteps.push(step);
  if (file) {
    log(`${step}: ${code === 0 ? '通过' : '失败'} (${seconds} s)`);
    process.stdout.write(readFileSync(file, 'utf8'));
  }
}

try {
  mkdirSync(logs, { recursive: true });
  // Debian's Chromium and nginx install beside npm ci and the build (apt-get waits on the network
  // and dpkg, not on the cores the build uses); the e2e and cluster steps wait for them (runStep).
  if (order.includes('e2e')) debianReady.e2e = settled(ensureChromium());
  if (order.includes('cluster')) debianReady.cluster = settled(ensureNginx());
  await ensureNodeModules();
  if (order.some((s) => s === 'unit' || s === 'cluster' || s === 'e2e')) {
    await ensurePostgres();
    await ensureRedis();
  }
  took.push(`setup ${Math.round((Date.now() - started) / 1000)} s`);
  for (const lanes of PHASES) {
    const logged = new Set(lanes.slice(1).flat());
    logOf = (step) => (logged.has(step) ? path.join(logs, `${step}.log`) : undefined);
    const before = cpuTimes();
    await Promise.all(
      lanes.map(async (lane) => {
        for (const step of lane) await runStep(step, logOf(step));
      }),
    );
    busy.push(`${lanes.flat().join('+')} ${busyShare(before, cpuTimes())}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  failedSteps.push('setup');
}

console.log(`\n失败的步骤: ${failedSteps.length ? failedSteps.join(', ') : '无'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
console.log(`time: ${took.join(', ')}; total ${Math.round((Date.now() - started) / 1000)} s`);
if (busy.length) console.log(`cpu busy: ${busy.join(', ')}`);
process.exit(failedSteps.length ? 1 : 0);
