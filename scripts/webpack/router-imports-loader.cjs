/**
 * Production federated builds: splits `import { useNavigate, isCookie } from 'react-router-dom'`
 * (after swc stripped the types) by what the shell's router facades provide (router-api.cjs). The
 * browser API stays an import of the shared singleton; an export of react-router's server side
 * becomes an import of the package's own file, which no share matches, so the app bundles its own
 * copy of it. Fails the build on an import the split cannot read: a namespace or default import
 * of the router, or a re-export of it.
 */
const { provided, ENTRY, DOM_ENTRY } = require('./router-api.cjs');

const NAMED = /import\s*\{([^}]*)\}\s*from\s*["'](react-router(?:-dom)?)["'];?/g;
const OTHER =
  /(?:import|export)\s*(?:[\w*$\s,{}]*\sfrom\s*)?["']react-router(?:-dom)?["']|require\(\s*["']react-router/;

module.exports = function routerImportsLoader(source) {
  const out = source.replace(NAMED, (_all, specs, pkg) => {
    const shared = [];
    const own = [];
    for (const spec of specs
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const name = spec.split(/\s+as\s+/)[0].trim();
      (provided(name) ? shared : own).push({ spec, name });
    }
    const lines = [];
    if (shared.length > 0 || own.length === 0)
      lines.push(`import { ${shared.map((s) => s.spec).join(', ')} } from "${pkg}";`);
    for (const { spec, name } of own) {
      const file = name === 'HydratedRouter' ? DOM_ENTRY : ENTRY;
      lines.push(`import { ${spec} } from ${JSON.stringify(file)};`);
    }
    return lines.join('\n');
  });
  const other = OTHER.exec(out.replace(/import \{[^}]*\} from "react-router(?:-dom)?";/g, ''));
  if (other) {
    this.callback(
      new Error(
        `unsupported react-router import \`${other[0]}\`: import named exports from 'react-router-dom'` +
          ' (the shell shares its browser API, scripts/webpack/router-api.cjs).',
      ),
    );
    return;
  }
  this.callback(null, out);
};
