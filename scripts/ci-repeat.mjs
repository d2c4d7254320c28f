// `node scripts/ci-repeat.mjs N`: runs the whole CI (`.ci/run`, i.e. `CI=true npm test`) N times,
// each on a fresh clone of this checkout's HEAD, one after another, and prints every run's result,
// step times and failed tests. A flaky test shows as a red run among green ones; the exit code is
// the number of red runs (0: all green). Logs are kept in the printed folder.
// `--keep` keeps the clones; `--from=<git url or path>` clones another repository.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 1);
const keep = args.includes('--keep');
const from = args.find((a) => a.startsWith('--from='))?.slice('--from='.length) ?? ROOT;
if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
  console.error('usage: node scripts/ci-repeat.mjs N (1 to 50) [--keep] [--from=<repo>]');
  process.exit(2);
}

const work = mkdtempSync(path.join(tmpdir(), 'ci-repeat-'));
/** Every run tests the commit HEAD was at the start, even when the branch moves meanwhile. */
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: from, encoding: 'utf8' }).trim();
console.log(
  `ci-repeat: ${runs} run(s) of .ci/run on fresh clones of ${from} at ${commit.slice(0, 10)}; logs in ${work}`,
);

/** Runs a command, teeing its output to `log`; resolves with the exit code. */
function exec(cmd, argv, cwd, log, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** The failed tests a run's Jest reports name (`● suite › test` lines). */
function failedTests(text) {
  const names = new Set();
  for (const m of text.matchAll(/^\s+● (.+ › .+)$/gm)) names.add(m[1].trim());
  return [...names];
}

const results = [];
for (let i = 1; i <= runs; i += 1) {
  const clone = path.join(work, `run-${i}`);
  const logFile = path.join(work, `run-${i}.log`);
  const log = createWriteStream(logFile);
  mkdirSync(clone, { recursive: true });
  const started = Date.now();
  let code = await exec('git', ['clone', '-q', '--no-local', from, clone], work, log);
  if (code === 0) code = await exec('git', ['checkout', '-q', commit], clone, log);
  if (code === 0)
    code = await exec('bash', ['.ci/run'], clone, log, { ...process.env, CI: 'true' });
  const seconds = Math.round((Date.now() - started) / 1000);
  await new Promise((r) => log.end(r));
  const text = readFileSync(logFile, 'utf8');
  const result = {
    run: i,
    green: code === 0,
    seconds,
    times: /^time: (.*)$/m.exec(text)?.[1] ?? '(no step times)',
    tests: /^tests: (.*)$/m.exec(text)?.[1] ?? '(no count)',
    failedSteps: /^失败的步骤: (.*)$/m.exec(text)?.[1] ?? '?',
    failed: failedTests(text),
  };
  results.push(result);
  console.log(
    `run ${i}: ${result.green ? 'GREEN' : 'RED'} in ${seconds} s (${Math.floor(seconds / 60)} min ${seconds % 60} s); ${result.tests}`,
  );
  console.log(`  steps: ${result.times}`);
  if (!result.green) {
    console.log(`  failed steps: ${result.failedSteps}; log ${logFile}`);
    for (const name of result.failed) console.log(`  failed: ${name}`);
    // A red run's failure screenshots outlive its clone (support/browser.ts reportOpenPages).
    const shots = path.join(clone, '.e2e-artifacts', 'screenshots');
    if (existsSync(shots)) {
      cpSync(shots, path.join(work, `run-${i}-screenshots`), { recursive: true });
      console.log(`  screenshots: ${path.join(work, `run-${i}-screenshots`)}`);
    }
  }
  if (!keep) rmSync(clone, { recursive: true, force: true });
}

const red = results.filter((r) => !r.green).length;
const longest = Math.max(...results.map((r) => r.seconds));
console.log(
  `\nci-repeat: ${runs - red} of ${runs} green; longest run ${longest} s (${(longest / 60).toFixed(1)} min)`,
);
process.exit(red);
