/**
 * Production builds: rewrites `import { Button, Form as F } from 'antd'` (after swc stripped the
 * types) into one import per component folder (`antd/es/button` …), the keys antd is shared by, and
 * fails the build on an antd import the shell cannot provide: a component outside the union, a
 * namespace/default import of 'antd', or a value import of an antd internal path.
 * Options: { union: string[] } the antd folders the shell provides.
 */
const { antdExportMap } = require('./antd-union.cjs');

const NAMED = /import\s*\{([^}]*)\}\s*from\s*["']antd["'];?/g;
const OTHER =
  /(?:import|export)\s*(?:[\w*$\s,{}]*\sfrom\s*)?["']antd(?:\/(?!locale\/)[^"']*)?["']|require\(\s*["']antd[/"']|import\(\s*["']antd[/"']/;

module.exports = function antdImportsLoader(source) {
  const { union } = this.getOptions();
  const provided = new Set(union);
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
        else if (!provided.has(folder))
          errors.push(`antd's ${name} (antd/es/${folder}) is outside the union the shell provides`);
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
        `${errors.join('\n')}\nThe shell provides antd per component (scripts/webpack/antd-union.cjs); ` +
          'rebuild the shell with this source in the repo, or point PORTAL_ANTD_UNION at its union.',
      ),
    );
    return;
  }
  this.callback(null, out);
};
