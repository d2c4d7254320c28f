// Builds every package whose sources changed since its last build (lerna runs them in dependency order).
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './ensure.mjs';
import { log, run } from './run.mjs';

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
const STAMP = '.build-stamp';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'data') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Newest source of a package, counting shared inputs (shared-kit, the webpack factory, the lock file). */
function sourceTime(pkg) {
  const shared = ['shared-kit', 'scripts/webpack'].map((d) => newestMtime(path.join(ROOT, d)));
  return Math.max(
    newestMtime(path.join(ROOT, pkg)),
    ...shared,
    statSync(path.join(ROOT, 'package-lock.json')).mtimeMs,
  );
}

export function stalePackages() {
  return PACKAGES.filter((pkg) => {
    const stamp = path.join(ROOT, pkg, 'dist', STAMP);
    return !existsSync(stamp) || statSync(stamp).mtimeMs < sourceTime(pkg);
  });
}

/** Builds what is stale (of `only`, default every package); `force` rebuilds regardless. */
export async function buildAll({ force = false, only = PACKAGES } = {}) {
  const stale = (force ? PACKAGES : stalePackages()).filter((p) => only.includes(p));
  if (stale.length === 0) {
    log('构建产物是最新的，跳过构建');
    return;
  }
  log(`构建: ${stale.join(', ')}`);
  const scopes = stale.flatMap((p) => ['--scope', `@portal/${p}`]);
  const code = await run('npx', ['lerna', 'run', 'build', '--concurrency', '2', ...scopes], {
    cwd: ROOT,
  });
  if (code !== 0) throw new Error('build failed');
  for (const pkg of stale)
    writeFileSync(path.join(ROOT, pkg, 'dist', STAMP), new Date().toISOString());
}
