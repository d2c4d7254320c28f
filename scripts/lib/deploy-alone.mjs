// The two builds remote-deploy-alone.e2e.test.ts loads into the portal's shell (issue 31): a remote
// built alone from a fixture (scripts/e2e/fixtures/remote-alone) and the remote-auth of an older
// commit, built from that commit's own sources and webpack factory. `npm test` builds them in its
// build phase (not `npm start`: they are test inputs); the test file builds them only when they are
// missing or stale (run alone). Each output is stamped with a key of what it was built from.
//
// `node scripts/lib/deploy-alone.mjs` builds what is stale and prints the outputs as JSON.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The last commit whose shell provided only the exports the portal's sources imported. */
export const OLD_COMMIT = '95ca01365f2cb9d92f6e9126fab6a3a1fa120e45';
const FIXTURE = path.join(ROOT, 'scripts', 'e2e', 'fixtures', 'remote-alone');
const OUT = path.join(ROOT, '.e2e-artifacts', 'remote-deploy-alone');
const STAMP = '.built-from';

/** Where each build lands (its `dist`). */
export const OUTPUTS = {
  fixture: path.join(OUT, 'fixture-dist'),
  old: path.join(OUT, `${OLD_COMMIT.slice(0, 7)}-dist`),
};

/** Every file under `dir` (sorted), hashed by path and content into `hash`. */
function hashTree(hash, dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else hash.update(path.relative(ROOT, full)).update(readFileSync(full));
  }
}

/** What each output is built from: the installed packages (the lock), and its sources. */
function keys() {
  const lock = readFileSync(path.join(ROOT, 'package-lock.json'));
  const fixture = createHash('sha256').update(lock);
  for (const dir of [FIXTURE, path.join(ROOT, 'scripts', 'webpack'), path.join(ROOT, 'shared-kit')])
    hashTree(fixture, dir);
  return {
    fixture: fixture.digest('hex'),
    old: createHash('sha256').update(lock).update(OLD_COMMIT).digest('hex'),
  };
}

const fresh = (out, key) =>
  existsSync(path.join(out, STAMP)) && readFileSync(path.join(out, STAMP), 'utf8') === key;

/** `webpack --mode production` in `cwd` into `out`; resolves with the seconds it took. */
function webpack(cwd, out) {
  const started = Date.now();
  const cli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const child = spawn(process.execPath, [cli, '--mode', 'production', '--output-path', out], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d.toString()));
  child.stderr.on('data', (d) => (output += d.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve((Date.now() - started) / 1000)
        : reject(new Error(`build in ${cwd} failed (${code}):\n${output}`)),
    ),
  );
}

/** A shallow clone lacks the older commit: fetch it (or the whole history) from the clone's origin. */
function ensureCommit() {
  const has = () => {
    try {
      execFileSync('git', ['cat-file', '-e', `${OLD_COMMIT}^{commit}`], {
        cwd: ROOT,
        stdio: 'ignore',
      });
      return true;
    } catch {
      return false;
    }
  };
  if (has()) return;
  for (const args of [
    ['fetch', '-q', 'origin', OLD_COMMIT],
    ['fetch', '-q', '--unshallow', 'origin'],
  ]) {
    try {
      execFileSync('git', args, { cwd: ROOT, stdio: 'ignore', timeout: 60_000 });
    } catch {
      // the next way, or the clear error below
    }
    if (has()) return;
  }
  throw new Error(
    `commit ${OLD_COMMIT} is not in this clone and could not be fetched from its origin`,
  );
}

/**
 * The older commit's remote-auth, shared-kit and webpack factory in a folder of this clone (so every
 * other package resolves from its node_modules), its @portal/shared-kit that commit's own.
 */
function checkoutOld() {
  const dir = path.join(OUT, OLD_COMMIT.slice(0, 7));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'node_modules', '@portal'), { recursive: true });
  ensureCommit();
  const archive = execFileSync(
    'git',
    ['archive', OLD_COMMIT, 'package.json', 'remote-auth', 'shared-kit', 'scripts/webpack'],
    { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 },
  );
  execFileSync('tar', ['-x', '-C', dir], { input: archive, maxBuffer: 64 * 1024 * 1024 });
  symlinkSync(
    path.join(dir, 'shared-kit'),
    path.join(dir, 'node_modules', '@portal', 'shared-kit'),
  );
  return path.join(dir, 'remote-auth');
}

/** Builds what is stale, side by side; resolves with the seconds each build took (0: was fresh). */
export async function buildDeployAlone() {
  const key = keys();
  const jobs = {
    fixture: () => webpack(FIXTURE, OUTPUTS.fixture),
    old: () => webpack(checkoutOld(), OUTPUTS.old),
  };
  const names = Object.keys(jobs);
  const results = await Promise.allSettled(
    names.map(async (name) => {
      if (fresh(OUTPUTS[name], key[name])) return 0;
      rmSync(OUTPUTS[name], { recursive: true, force: true });
      const seconds = await jobs[name]();
      writeFileSync(path.join(OUTPUTS[name], STAMP), key[name]);
      return seconds;
    }),
  );
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return Object.fromEntries(names.map((name, i) => [name, results[i].value]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const seconds = await buildDeployAlone();
    console.log(JSON.stringify({ outputs: OUTPUTS, seconds }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
