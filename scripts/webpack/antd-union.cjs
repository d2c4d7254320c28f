/**
 * antd is shared per component: `import { Button } from 'antd'` becomes `antd/es/button`, one
 * shared module each. The shell provides the union of the components used anywhere in the repo
 * (computed here from the sources at build time, so a page added to any remote is covered by the
 * next build); remotes consume them without a fallback, so every antd module on a page comes from
 * the shell's one build and antd's contexts (config, theme, locale, App) stay single.
 * An independently built remote can check itself against a deployed shell's union with
 * PORTAL_ANTD_UNION=<path of that shell's dist/antd-union.json>.
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const SOURCE_DIRS = [
  'shell',
  'shared-kit',
  'remote-auth',
  'remote-competition',
  'remote-training',
  'remote-markets',
];
const UNION_FILE = 'antd-union.json';

let exportMap;
/** antd's named exports → the folder under antd/es that default-exports each (Button → button). */
function antdExportMap() {
  if (exportMap) return exportMap;
  const index = require.resolve('antd/es/index.js', { paths: [root] });
  exportMap = new Map();
  const re = /export \{ default as (\w+) \} from '\.\/([\w-]+)';/g;
  for (const m of fs.readFileSync(index, 'utf8').matchAll(re)) exportMap.set(m[1], m[2]);
  return exportMap;
}

/** Named value imports from 'antd' in a TS/JS source (type-only imports and specifiers skipped). */
function namedAntdImports(source) {
  const names = [];
  const re = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd['"]/g;
  for (const m of source.matchAll(re)) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/** The TS/JS sources under `dir` (tests and declarations left out), appended to `out`. */
function walk(dir, out) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.(t|j)sx?$/.test(entry.name) && !/\.test\.|\.d\.ts$/.test(entry.name))
      out.push(full);
  }
  return out;
}

/** The antd folders used by the given packages' sources (default: the whole repo), sorted. */
function usedAntdFolders(dirs = SOURCE_DIRS) {
  const map = antdExportMap();
  const folders = new Set(['config-provider', 'app']);
  for (const dir of dirs) {
    for (const file of walk(path.join(root, dir, 'src'), [])) {
      for (const name of namedAntdImports(fs.readFileSync(file, 'utf8'))) {
        if (map.has(name)) folders.add(map.get(name));
      }
    }
  }
  return [...folders].sort();
}

/** The union the shell provides: a deployed shell's file when PORTAL_ANTD_UNION names one. */
function antdUnion() {
  const file = process.env.PORTAL_ANTD_UNION;
  if (file) return JSON.parse(fs.readFileSync(file, 'utf8')).folders;
  return usedAntdFolders();
}

module.exports = {
  walk,
  antdExportMap,
  namedAntdImports,
  usedAntdFolders,
  antdUnion,
  UNION_FILE,
  SOURCE_DIRS,
};
