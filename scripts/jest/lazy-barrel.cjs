/**
 * A lazy stand-in for a Babel-compiled CommonJS barrel (`antd/lib/index.js`, the icon index of
 * `@ant-design/icons`): the same export names, but each one requires its own module on first
 * read instead of the barrel requiring every component or icon up front. A jest test file has
 * its own module registry, so an eager barrel costs each file ~0.4 s (antd) and ~0.7 s (the
 * 850 icons and their SVG data) of compiling modules it never uses. Modules are the very files
 * the barrel would load, so a component is the same object either way.
 */
const fs = require('node:fs');
const path = require('node:path');

const EXPORT_GETTER =
  /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.(\w+);/g;
const EXPORT_OTHER = /(?:Object\.defineProperty\(exports, "(\w+)"|exports\.(\w+) =)/g;
const REQUIRE = /var (_\w+) = (?:_interopRequire(?:Default|Wildcard)\()?require\("(\.[^"]+)"\)/g;
const EXPORT_STAR = /Object\.keys\((_\w+)\)\.forEach/g;

/** `name -> [module file, property]` for what the barrel re-exports from its own modules. */
function readBarrel(file) {
  const source = fs.readFileSync(file, 'utf8');
  const modules = new Map();
  for (const [, local, spec] of source.matchAll(REQUIRE)) {
    modules.set(local, require.resolve(path.join(path.dirname(file), spec)));
  }
  const lazy = new Map();
  for (const [, local] of source.matchAll(EXPORT_STAR)) {
    // Names re-exported with `export *` appear nowhere else in the barrel: fail loudly.
    if (!modules.has(local)) throw new Error(`lazy-barrel: unknown export * source in ${file}`);
    for (const [n, e] of readBarrel(modules.get(local))) lazy.set(n, e);
  }
  for (const [, name, local, property] of source.matchAll(EXPORT_GETTER)) {
    if (modules.has(local)) lazy.set(name, [modules.get(local), property]);
  }
  const others = [...source.matchAll(EXPORT_OTHER)].map((m) => m[1] ?? m[2]);
  return new Map([...others.map((n) => [n, null]), ...lazy]);
}

const interop = (m) => (m && m.__esModule ? m : { default: m });

/**
 * Exports for the barrel at `file`, read lazily through `load` (the requiring module's own
 * `require`, so jest's registry and mocks apply). Names the parser does not place read the real
 * barrel.
 */
function lazyBarrel(file, load) {
  const exported = Object.defineProperty({}, '__esModule', { value: true });
  for (const [name, entry] of readBarrel(file)) {
    if (name === '__esModule') continue;
    const get = entry ? () => interop(load(entry[0]))[entry[1]] : () => load(file)[name];
    Object.defineProperty(exported, name, { enumerable: true, get });
  }
  return exported;
}

module.exports = { lazyBarrel };
