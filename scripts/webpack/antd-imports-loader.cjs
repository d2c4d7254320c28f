/**
 * Production builds: rewrites `import { Button, Form as F } from 'antd'` (after swc stripped the
 * types) into one import per component folder (`antd/es/button` …), the keys antd is shared by (the
 * shell provides every folder, antd-folders.cjs), and fails the build on an antd import that cannot
 * be shared that way: a name that is no export of antd, a namespace/default import of 'antd', or a
 * value import of an antd internal path (its own copy would bring a second antd context).
 */
const { antdExportMap } = require('./antd-folders.cjs');

const NAMED = /import\s*\{([^}]*)\}\s*from\s*["']antd["'];?/g;
const OTHER =
  /(?:import|export)\s*(?:[\w*$\s,{}]*\sfrom\s*)?["']antd(?:\/(?!locale\/)[^"']*)?["']|require\(\s*["']antd[/"']|import\(\s*["']antd[/"']/;

module.exports = function antdImportsLoader(source) {
  const map = antdExportMap();
  const errors = [];
  const out = source.replace(NAMED, (_all, specs) =>
    specs
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((spec) => {
        const [name, local = name] = spec.split(/\s+as\s+/).map((x) => x.trim());
        const folder = map.get(name);
        if (!folder) errors.push(`'${name}' is not a component export of antd`);
        return `import ${local} from "antd/es/${folder}";`;
      })
      .join('\n'),
  );
  const other = OTHER.exec(out.replace(/import [\w$]+ from "antd\/es\/[\w-]+";/g, ''));
  if (other)
    errors.push(`unsupported antd import \`${other[0]}\`: import named components from 'antd'`);
  if (errors.length > 0) {
    this.callback(
      new Error(
        `${errors.join('\n')}\nantd is shared per component (scripts/webpack/antd-folders.cjs).`,
      ),
    );
    return;
  }
  this.callback(null, out);
};
