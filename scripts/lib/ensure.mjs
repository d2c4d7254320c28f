// Installs what a fresh clone or a fresh machine lacks: npm packages, Chromium, PostgreSQL, Redis,
// nginx (cluster).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { log, run, succeeds } from './run.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let aptUpdated = false;
/** One apt-get at a time (dpkg's lock): installs started side by side queue here. */
let aptQueue = Promise.resolve();
function aptInstall(...packages) {
  const next = aptQueue.then(() => aptInstallNow(packages));
  aptQueue = next.catch(() => undefined);
  return next;
}

async function aptInstallNow(packages) {
  if (!aptUpdated) {
    await run('apt-get', ['update', '-qq']);
    aptUpdated = true;
  }
  const code = await run('apt-get', ['install', '-y', '-qq', ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (code !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`);
}

/**
 * npm ci when node_modules is missing or older than package-lock.json. The registry here lists only
 * this platform's optional binaries (@swc/core-*, resolver bindings), so the lock file lacks the
 * other platforms' entries and `npm ci` may refuse it as out of sync; `npm install` then installs
 * exactly the locked versions and leaves the lock file as it is.
 */
export async function ensureNodeModules() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('安装依赖 (npm ci)');
  // --prefer-offline: a tarball already in npm's cache (same integrity as the lock's) is taken
  // from there without asking the registry again (83 → 71 s here with a warm cache).
  const flags = ['--no-audit', '--no-fund', '--prefer-offline'];
  if ((await run('npm', ['ci', ...flags], { cwd: ROOT })) === 0) return;
  log('npm ci 未能使用锁文件，改用 npm install (按锁文件版本安装)');
  if ((await run('npm', ['install', ...flags], { cwd: ROOT })) !== 0)
    throw new Error('npm install failed');
}

const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

/** Debian's Chromium for the browser tests (never a browser download), with a Chinese font for screenshots. */
export async function ensureChromium() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!existsSync(CJK_FONT)) missing.push('fonts-wqy-microhei');
  if (missing.length === 0) return;
  log(`安装 ${missing.join(' ')} (apt-get install)`);
  await aptInstall(...missing);
}

const pgReady = () => succeeds('pg_isready', ['-h', '127.0.0.1', '-p', '5432']);

/** PostgreSQL on 127.0.0.1:5432 with trust auth and a `test` database, as on our machines. */
export async function ensurePostgres() {
  if (pgReady()) return;
  log('启动 PostgreSQL');
  if (!existsSync('/etc/postgresql')) await aptInstall('postgresql');
  const versions = (await import('node:fs')).readdirSync('/etc/postgresql');
  for (const v of versions)
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', v, 'main', 'start']);
  for (let i = 0; i < 30 && !pgReady(); i += 1) await new Promise((r) => setTimeout(r, 500));
  if (!pgReady()) throw new Error('PostgreSQL did not start');
  // Fresh Debian clusters use peer/md5 auth: allow trust on loopback and create the test database.
  const sql = (q) => run('su', ['postgres', '-c', `psql -qc "${q}"`]);
  await sql('ALTER USER postgres PASSWORD NULL');
  for (const v of versions) {
    const hba = `/etc/postgresql/${v}/main/pg_hba.conf`;
    await run('sh', [
      '-c',
      `grep -q '^host all all 127.0.0.1/32 trust' ${hba} || sed -i '1i host all all 127.0.0.1/32 trust\\nhost all all ::1/128 trust' ${hba}`,
    ]);
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', v, 'main', 'reload']);
  }
  if (!succeeds('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'test', '-c', 'select 1'])) {
    await run('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', 'CREATE DATABASE test']);
  }
}

const redisReady = () => succeeds('redis-cli', ['-h', '127.0.0.1', 'ping']);

/** Redis on 127.0.0.1:6379 for the hub backplane's multi-process tests. */
export async function ensureRedis() {
  if (redisReady()) return;
  log('启动 Redis');
  if (!existsSync('/usr/bin/redis-server')) await aptInstall('redis-server');
  await run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  for (let i = 0; i < 30 && !redisReady(); i += 1) await new Promise((r) => setTimeout(r, 300));
  if (!redisReady()) throw new Error('Redis did not start');
}

/** Debian's nginx for the cluster (`npm run cluster`, the cluster test). */
export async function ensureNginx() {
  if (['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p))) return;
  log('安装 nginx (apt-get install)');
  await aptInstall('nginx');
}
