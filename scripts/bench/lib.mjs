// Shared helpers for the benchmarks: start the built server on a free port with a fresh data folder.
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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

/** Signs in through the API and returns the session token (throws with the server's message). */
export async function login(url, userName, passWord = 'Student123') {
  const query = new URLSearchParams({ userName, passWord });
  const r = await (await fetch(`${url}/api/user/login?${query}`)).json();
  if (!r.isOK) throw new Error(`login ${userName}: ${r.msg}`);
  return r.data.Token;
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

// ---- The servers of the hub benchmarks (hub-fanout, hub-soak): each runs alone in a child process
// forked from this module (`lib.mjs --serve=hub|raw`), on an ephemeral loopback port, pushing to
// every group at a fixed rate on the parent's command.
const require = createRequire(import.meta.url);
const LIB = fileURLToPath(import.meta.url);
export const HUB_MODULE = path.join(ROOT, 'server/dist/hub/index.js');
export const HUB_PATH = '/hubs/bench';
export const now = () => performance.timeOrigin + performance.now();

/** The hub as the product builds it, plus a `Join(group)` method; pushes go through sendGroup. */
function hubServer() {
  const { createHub } = require(HUB_MODULE);
  const hub = createHub({
    path: HUB_PATH,
    authenticate: async (token) => (token ? { id: token } : null),
    logger: { debug() {}, warn: console.warn, error: console.error },
  });
  hub.method('Join', (ctx, group) => ctx.hub.addToGroup(ctx.connectionId, group));
  const server = createHttpServer((req, res) => {
    if (!hub.handleNegotiate(req, res)) res.writeHead(404).end();
  });
  hub.attach(server);
  const publish = (group, tick) => void hub.sendGroup(group, 'Tick', tick);
  return { server, publish, close: () => hub.close() };
}

/**
 * What one would write by hand with `ws`: `?group=` picks the group, the handshake is answered with
 * `{}` and nothing else of the protocol is spoken; one send per member.
 */
function rawServer() {
  const { WebSocketServer } = require('ws');
  const server = createHttpServer((req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server });
  const groups = new Map();
  wss.on('connection', (ws, req) => {
    const group = new URL(req.url, 'http://x').searchParams.get('group') ?? '';
    const members = groups.get(group) ?? new Set();
    groups.set(group, members);
    // The client's first record is its handshake: answer it, then it is a member. Later records
    // (the client's pings) are read and ignored.
    ws.once('message', () => {
      ws.send('{}\x1e');
      members.add(ws);
    });
    ws.on('close', () => members.delete(ws));
  });
  const publish = (group, tick) => {
    const record = `${JSON.stringify({ type: 1, target: 'Tick', arguments: [tick] })}\x1e`;
    for (const ws of groups.get(group) ?? []) ws.send(record);
  };
  const close = async () => {
    for (const ws of wss.clients) ws.terminate();
    wss.close();
  };
  return { server, publish, close };
}

/**
 * Pushes one round (a Tick to every group) `rate` times a second for `seconds`; a late timer
 * catches up, so the offered load stays fixed. Reports what it published and the CPU it used.
 */
function pushAtRate({ groups, rate, seconds }, publish) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const start = performance.timeOrigin + t0;
  const total = Math.round(rate * seconds);
  let rounds = 0;
  const timer = setInterval(
    () => {
      const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * rate));
      for (; rounds < due; rounds += 1) {
        // The time the round was due: a server that falls behind shows it in the delay.
        const sentAt = start + ((rounds + 1) * 1000) / rate;
        for (let g = 0; g < groups; g += 1) publish(`g${g}`, { sentAt, seq: rounds });
      }
      if (rounds < total) return;
      clearInterval(timer);
      const cpu = process.cpuUsage(cpu0);
      process.send({ done: { published: total * groups, cpuMs: (cpu.user + cpu.system) / 1000 } });
    },
    Math.max(1, Math.min(10, Math.floor(1000 / rate))),
  );
}

/** Child process: one server on an ephemeral loopback port, driven by messages from the parent. */
function serve(kind) {
  const { server, publish, close } = kind === 'hub' ? hubServer() : rawServer();
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  // The parent gone (killed, crashed): nothing left to serve.
  process.on('disconnect', () => process.exit(1));
  // How late this process's event loop ran since the last `memory` question (GC pauses, long work).
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  process.on('message', async (message) => {
    if (message.start) pushAtRate(message.start, publish);
    if (message.memory) {
      const loopMs = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
      loop.reset();
      process.send({ memory: { ...process.memoryUsage(), loopMs } });
    }
    if (message.stop) {
      await close();
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 2000).unref();
    }
  });
}

/** Forks this module as a `kind` server (hub or raw); resolves with the child and its port. */
export async function startServerChild(kind, execArgv = []) {
  const child = fork(LIB, [`--serve=${kind}`], { stdio: 'inherit', execArgv });
  return { child, port: await fromChild(child, 'port') };
}

export async function stopServerChild(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ stop: true });
  await exited;
}

if (process.argv[1] === LIB && parseArgs().serve) serve(parseArgs().serve);
