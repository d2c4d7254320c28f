/**
 * Production federation (see shared-exports.cjs):
 * - host: the modules the shell provides for the tree-shaken libraries reference only the exports
 *   the portal imports (its own module graph plus the remotes' sources), unmangled, so webpack
 *   drops the rest; the list is published as shared-exports.json beside the build;
 * - remote: with PORTAL_SHARED_EXPORTS=<a deployed shell's shared-exports.json>, the build fails
 *   on an import that shell does not provide.
 */
const fs = require('node:fs');
const path = require('node:path');
const {
  TREE_SHAKEN,
  EXPORTS_FILE,
  WHOLE,
  add,
  sourceImports,
  toJson,
} = require('./shared-exports.cjs');

const NAME = 'SharedExports';
const SHARED_TYPES = ['provide-module', 'consume-shared-module'];

/** Every dependency of a module, those of its async blocks included. */
function* dependenciesOf(block) {
  yield* block.dependencies;
  for (const child of block.blocks) yield* dependenciesOf(child);
}

/** The tree-shaken library a module belongs to (a file of node_modules/<lib>, or shared-kit). */
function libraryOf(module) {
  const resource = module.resource ?? '';
  const m = resource.match(/.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/);
  if (m) return m[1].replace(/\\/g, '/');
  return /[\\/]shared-kit[\\/]src[\\/]/.test(resource) ? '@portal/shared-kit' : undefined;
}

/** The exports of the tree-shaken libraries the host's own graph imports, into `needed`. */
function graphImports(modules, moduleGraph, needed) {
  const stars = [];
  for (const module of modules) {
    if (SHARED_TYPES.includes(module.type)) continue;
    for (const dep of dependenciesOf(module)) {
      const key = dep.request;
      if (!TREE_SHAKEN.includes(key)) continue;
      if (dep.type === 'harmony side effect evaluation') continue;
      if (dep.type === 'harmony import specifier') {
        const [name] = dep.getIds(moduleGraph);
        add(needed, key, name ?? WHOLE);
      } else if (dep.type === 'harmony export imported specifier') {
        const [name] = dep.getIds(moduleGraph);
        // `export * from key`: what is taken from this library may come from `key`.
        if (name === undefined && dep.name === null) stars.push([libraryOf(module), key]);
        else add(needed, key, name ?? WHOLE);
      } else add(needed, key, WHOLE);
    }
  }
  // Names flow along `export *` until nothing grows (a Set grows in place: compare sizes).
  const size = (names) => (names === WHOLE ? Infinity : (names?.size ?? 0));
  for (let changed = true; changed;) {
    changed = false;
    for (const [from, key] of stars) {
      const before = size(needed.get(key));
      const names = TREE_SHAKEN.includes(from) ? needed.get(from) : WHOLE;
      if (names === WHOLE) add(needed, key, WHOLE);
      else for (const n of names ?? []) add(needed, key, n);
      if (size(needed.get(key)) !== before) changed = true;
    }
  }
}

const hostPlugin = {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const { moduleGraph } = compilation;
      let needed = null;
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        needed = sourceImports();
        graphImports(modules, moduleGraph, needed);
      });
      compilation.hooks.dependencyReferencedExports.tap(NAME, (referenced, dep) => {
        const parent = needed && moduleGraph.getParentModule(dep);
        if (!parent || !SHARED_TYPES.includes(parent.type)) return referenced;
        const names = needed.get(parent.options?.shareKey ?? parent._name);
        // Unmangled: a remote reads them by name from the share scope.
        return names ? [...names].map((n) => ({ name: [n], canMangle: false })) : referenced;
      });
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(
            EXPORTS_FILE,
            new sources.RawSource(JSON.stringify(toJson(needed ?? new Map()))),
          ),
      );
    });
  },
};

/** A remote's imports a deployed shell does not provide (empty without PORTAL_SHARED_EXPORTS). */
function missingExports(dir, file = process.env.PORTAL_SHARED_EXPORTS) {
  if (!file) return [];
  const provided = JSON.parse(fs.readFileSync(file, 'utf8'));
  const missing = [];
  for (const [key, names] of sourceImports([dir])) {
    const has = provided[key];
    if (has === WHOLE || has === undefined) continue;
    if (names === WHOLE) missing.push(`${key} (used whole)`);
    else for (const n of names) if (!has.includes(n)) missing.push(`${key}: ${n}`);
  }
  return missing;
}

const remotePlugin = (dir) => ({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const missing = missingExports(dir);
      if (missing.length > 0)
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `${path.basename(dir)} imports what the shell does not provide (${process.env.PORTAL_SHARED_EXPORTS}):\n  ${missing.join('\n  ')}\n` +
              'Rebuild the shell with this source in the repo (scripts/webpack/shared-exports.cjs).',
          ),
        );
    });
  },
});

/** The plugin of a production federated build. */
const sharedExports = ({ host, dir }) => (host ? hostPlugin : remotePlugin(dir));

module.exports = { sharedExports, graphImports, missingExports };
