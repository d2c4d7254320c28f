// Shared helpers for the benchmarks: start the built server on a free port with a fresh data folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts server/dist/main.js (build first: `npm run build`); resolves when /health answers. */
export async function startServer(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in
  // Chrome DevTools or speedscope; `node scripts/bench/profile-top.mjs <file>` lists the top costs).
  const prof = process.env.BENCH_CPU_PROF;
  const execArgv = prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : [];
  const child = spawn(
    process.execPath,
    [...execArgv, path.join(ROOT, 'server', 'dist', 'main.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok)
        return { url, child, stop: () => child.kill('SIGTERM') };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export const fmtKiB = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** `--name=value` arguments as an object of strings. */
export function parseArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.flatMap((a) => {
      const m = /^--([\w-]+)=(.*)$/.exec(a);
      return m ? [[m[1], m[2]]] : [];
    }),
  );
}

/** The p-th percentile of an ascending array (NaN when empty). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Builds server/dist with swc when `file` (a built module) is missing. */
export function ensureServerBuilt(file) {
  if (existsSync(file)) return;
  console.log('building the server (npx swc server/src -d server/dist --strip-leading-paths)');
  const build = spawnSync(
    'npx',
    ['swc', 'server/src', '-d', 'server/dist', '--strip-leading-paths'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(1);
}

/** Resolves with `message[key]` of the first message from `child` that carries `key`. */
export function fromChild(child, key) {
  return new Promise((resolve, reject) => {
    const onExit = (code) => reject(new Error(`child process exited (${code}) before "${key}"`));
    const onMessage = (m) => {
      if (!(key in m)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m[key]);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * Numeric `--name=value` options: spec is name → [default, min, max]. Exits with a message when
 * one is not a number in its range.
 */
export function numberOptions(script, spec, args = parseArgs()) {
  const out = {};
  for (const [name, [fallback, min, max]] of Object.entries(spec)) {
    const value = Number(args[name] ?? fallback);
    if (!Number.isFinite(value) || value < min || value > max) {
      console.error(`${script}: --${name} must be a number from ${min} to ${max}`);
      process.exit(2);
    }
    out[name] = value;
  }
  return out;
}
