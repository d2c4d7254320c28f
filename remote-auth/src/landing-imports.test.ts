import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The landing page (/index) renders without antd: its login box must not wait for antd's core.
 * Everything the exposed module loads before it can render — its static import graph, as opposed
 * to what it fetches later with import() — must therefore import nothing from antd itself
 * (@ant-design/icons is bundled with the area and does not bring antd).
 */
const ROOT = __dirname;
const ENTRY = join(ROOT, 'area-routes.tsx');

/** The module a relative specifier names, among the area's sources. */
function resolve(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((file) => existsSync(file));
}

/** Whether an import brings code at run time (not `import type`, nor only type specifiers). */
function loadsCode(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return !node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
}

/** The specifiers a file imports statically, for code. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements
    .filter(
      (s): s is ts.ImportDeclaration | ts.ExportDeclaration =>
        (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) &&
        s.moduleSpecifier !== undefined &&
        ts.isStringLiteral(s.moduleSpecifier),
    )
    .filter(loadsCode)
    .map((s) => (s.moduleSpecifier as ts.StringLiteral).text);
}

/** Every area file in the static graph of `entry`, with the packages each imports. */
function staticGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (graph.has(file)) continue;
    const specifiers = staticImports(file);
    graph.set(
      file,
      specifiers.filter((s) => !s.startsWith('.')),
    );
    for (const s of specifiers.filter((x) => x.startsWith('.'))) {
      const target = resolve(file, s);
      if (target) queue.push(target);
    }
  }
  return graph;
}

const isAntd = (pkg: string) => pkg === 'antd' || pkg.startsWith('antd/');

it('loads no antd before the landing page renders (the exposed module’s static imports)', () => {
  const graph = staticGraph(ENTRY);
  const files = [...graph.keys()].map((f) => relative(ROOT, f));
  // The walk reaches the landing page's login box, so the check covers it.
  expect(files).toEqual(
    expect.arrayContaining([
      'features/landing/landing-page.tsx',
      'features/landing/landing-carousel.tsx',
      'features/login/components/login-panel.tsx',
      'features/login/components/account-login-form.tsx',
    ]),
  );
  const antdImports = [...graph]
    .flatMap(([file, packages]) =>
      packages.filter(isAntd).map((p) => `${relative(ROOT, file)}: ${p}`),
    )
    .sort();
  expect(antdImports).toEqual([]);
});

it('would notice an antd import (the walk sees packages and skips type-only imports)', () => {
  const graph = staticGraph(join(ROOT, 'features/login/components/phone-login-form.tsx'));
  const packages = graph.get(join(ROOT, 'features/login/components/phone-login-form.tsx'));
  expect(packages).toContain('antd');
  // form-rules.ts imports antd's types only.
  expect(graph.get(join(ROOT, 'common/form-rules.ts'))).toEqual([]);
});
