/**
 * antd is shared per component: `import { Button } from 'antd'` becomes `antd/es/button`, one
 * shared module each. The shell provides every component folder of the installed antd (read from
 * antd's own index, never from any app's sources), each in a chunk of its own that loads only when
 * a page asks for it; remotes consume them without a fallback, so every antd module on a page comes
 * from the shell's one build and antd's contexts (config, theme, locale, App, Form) stay single. A
 * remote built alone, later than the shell, may use any antd component: the shell has it.
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');

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

/** Every component folder of the installed antd, sorted: what the shell provides. */
function antdFolders() {
  return [...new Set(antdExportMap().values())].sort();
}

module.exports = { antdExportMap, antdFolders };
