// Starts N portal server processes on PostgreSQL and Redis behind nginx (server/CLUSTER.md).
// Used by `npm run cluster`, the cluster test and the cluster benchmark. CommonJS so Jest tests
// can require it and the .mjs scripts can import it.
const { spawn, spawnSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const SERVER_MAIN = path.join(ROOT, 'server', 'dist', 'main.js');
const TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'portal.conf');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const PG_ADMIN = process.env.CLUSTER_PG_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_BASE = process.env.CLUSTER_PG_BASE ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Debian's nginx, installed on first use (as the test command installs Chromium). */
function ensureNginx() {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (found) return found;
  console.log('[cluster] 安装 nginx (apt-get install)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
  if (r.status !== 0) throw new Error('apt-get install nginx failed');
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
}

/** Builds the server when its dist is missing (the portal pages come from `npm run build`). */
function ensureServerBuilt() {
  if (existsSync(SERVER_MAIN)) return;
  const r = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: path.join(ROOT, 'server'),
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('server build failed');
}

/** A free loopback port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Drops and creates a database (fresh = true), or creates it when missing. */
async function prepareDatabase(name, fresh) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const { Client } = require('pg');
  const c = new Client({ connectionString: PG_ADMIN });
  await c.connect();
  try {
    if (fresh) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const { rows } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) await c.query(`CREATE DATABASE ${name}`);
  } finally {
    await c.end();
  }
  return `${PG_BASE}/${name}`;
}

async function waitHealthy(url, child, stderr, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process exited: ${stderr()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not become healthy: ${stderr ? stderr() : ''}`);
}

/** One server process of the cluster. */
function spawnNode({ name, port, databaseUrl, secret, prefix, extraEnv, quiet }) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    CLUSTER_MODE: '1',
    CLUSTER_NODE: name,
    CLUSTER_PREFIX: prefix,
    HUB_TOKEN_SECRET: secret,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  // A Jest worker's markers would put the server in test mode (manual market clock).
  delete env.JEST_WORKER_ID;
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d.toString()).slice(-4000);
    if (!quiet) process.stderr.write(d);
  });
  return { name, port, child, url: `http://127.0.0.1:${port}`, stderr: () => stderr };
}

function renderNginx(prefixDir, listen, ports) {
  const upstreams = ports
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  const conf = readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{PREFIX}}', prefixDir)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${listen}`)
    .replace('{{UPSTREAMS}}', upstreams);
  mkdirSync(prefixDir, { recursive: true });
  const file = path.join(prefixDir, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

/**
 * Starts the cluster: a database (fresh or kept), N processes (the first alone, so migrations,
 * demo data and the market anchor are written once), nginx in front. Returns handles and stop().
 */
async function startCluster(opts = {}) {
  const n = opts.processes ?? 3;
  const quiet = opts.quiet ?? true;
  const nginxBin = ensureNginx();
  ensureServerBuilt();
  const databaseUrl = await prepareDatabase(opts.database ?? 'portal_cluster', !!opts.fresh);
  const secret = randomBytes(24).toString('base64url');
  const prefix = opts.prefix ?? `portal-${opts.database ?? 'cluster'}`;
  const ports = [];
  for (let i = 0; i < n; i += 1)
    ports.push(opts.basePort ? opts.basePort + 1 + i : await freePort());
  const nodes = [];
  const start = async (i) => {
    const node = spawnNode({
      name: `node-${i + 1}`,
      port: ports[i],
      databaseUrl,
      secret,
      prefix,
      extraEnv: opts.env ?? {},
      quiet,
    });
    nodes[i] = node;
    await waitHealthy(node.url, node.child, node.stderr);
    return node;
  };
  try {
    await start(0);
    await Promise.all(ports.slice(1).map((_, k) => start(k + 1)));
  } catch (error) {
    for (const nd of nodes) nd?.child.kill('SIGKILL');
    throw error;
  }
  const listen = opts.port ?? (await freePort());
  const prefixDir = path.join(os.tmpdir(), `portal-nginx-${listen}`);
  const conf = renderNginx(prefixDir, listen, ports);
  const nginx = spawn(nginxBin, ['-p', prefixDir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${listen}`;
  await waitHealthy(url, nginx, () => 'nginx exited');
  // Asks politely, then kills after 15 s (a process stuck in its shutdown must not hang the caller).
  const kill = (child, signal) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const hard = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => (clearTimeout(hard), resolve()));
      child.kill(signal);
    });
  return {
    url,
    databaseUrl,
    nodes,
    nginx,
    /** Kills one process at once (kill -9). */
    killNode: (i) => kill(nodes[i].child, 'SIGKILL'),
    /** Starts a killed process again on its port. */
    restartNode: (i) => start(i),
    async stop() {
      await kill(nginx, 'SIGQUIT');
      await Promise.all(nodes.map((nd) => kill(nd.child, 'SIGTERM')));
    },
  };
}

module.exports = { ROOT, startCluster, prepareDatabase, ensureNginx, REDIS_URL, NGINX };
