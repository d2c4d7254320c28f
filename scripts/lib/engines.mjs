// The engine check of `npm test`: every installed package whose `engines.node` does not admit the
// Node.js that runs us is a failure (npm only warns, and the warning scrolls away).
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** Package folders under a node_modules folder, nested node_modules included (symlinks skipped). */
function* packageDirs(nodeModules) {
  if (!existsSync(nodeModules)) return;
  for (const name of readdirSync(nodeModules)) {
    if (name.startsWith('.')) continue;
    const dir = path.join(nodeModules, name);
    if (lstatSync(dir).isSymbolicLink()) continue;
    if (name.startsWith('@')) {
      for (const sub of readdirSync(dir)) {
        const scoped = path.join(dir, sub);
        if (!lstatSync(scoped).isSymbolicLink()) yield* withNested(scoped);
      }
    } else {
      yield* withNested(dir);
    }
  }
}

function* withNested(dir) {
  if (!existsSync(path.join(dir, 'package.json'))) return;
  yield dir;
  yield* packageDirs(path.join(dir, 'node_modules'));
}

/**
 * Installed packages (in the root's and each workspace's node_modules) whose engines.node range
 * does not admit `version`: `[{ name, version, range, where }]`.
 */
export function engineMismatches(root, workspaces, version = process.version) {
  const out = [];
  const roots = [root, ...workspaces.map((w) => path.join(root, w))];
  for (const base of roots) {
    for (const dir of packageDirs(path.join(base, 'node_modules'))) {
      let pkg;
      try {
        pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      } catch {
        continue;
      }
      const range = typeof pkg.engines?.node === 'string' ? pkg.engines.node : undefined;
      if (!range || !pkg.name || semver.validRange(range) === null) continue;
      if (!semver.satisfies(version, range, { includePrerelease: true })) {
        out.push({ name: pkg.name, version: pkg.version, range, where: path.relative(root, dir) });
      }
    }
  }
  return out;
}
