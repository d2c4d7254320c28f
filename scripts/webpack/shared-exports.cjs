/**
 * Shared libraries tree-shaken to what the portal uses. Federation provides a shared module whole
 * (any remote may ask for any export), so the shell's boot chunk carried all of react-router (its
 * server rendering included), of @reduxjs/toolkit and of shared-kit. In production the shell
 * provides each library below with only the exports some code of the portal imports:
 * - the shell's own graph (its code, shared-kit, and the libraries importing one another:
 *   @reduxjs/toolkit takes redux's createStore, react-router-dom re-exports react-router), read
 *   from webpack's module graph;
 * - the remotes' sources, read with the TypeScript parser (`import { a, b as c } from 'lib'`).
 * A namespace, dynamic or require() use of a library keeps it whole. The shell publishes the
 * result (`shared-exports.json`); a remote built alone checks itself against a deployed shell's
 * file with PORTAL_SHARED_EXPORTS=<path> and fails on an export that shell does not provide.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { SOURCE_DIRS, walk } = require('./antd-union.cjs');

const root = path.resolve(__dirname, '..', '..');
const EXPORTS_FILE = 'shared-exports.json';
/** ES-module libraries of the shared singletons (CommonJS ones, react and dayjs, cannot be shaken). */
const TREE_SHAKEN = [
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'redux',
  'react-redux',
  'redux-saga',
  'redux-saga/effects',
  '@microsoft/signalr',
  'axios',
  '@portal/shared-kit',
];
/** `null`: the library is used whole (a namespace, dynamic or require() use). */
const WHOLE = null;

const add = (map, key, name) => {
  if (!TREE_SHAKEN.includes(key) || map.get(key) === WHOLE) return;
  if (name === WHOLE) map.set(key, WHOLE);
  else map.set(key, (map.get(key) ?? new Set()).add(name));
};

/** The value imports of the tree-shaken libraries in one source: Map key → Set of names | null. */
function importsOf(source, file = 'x.tsx', map = new Map()) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const key = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (clause && !clause.isTypeOnly) {
        if (clause.name) add(map, key, 'default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) add(map, key, WHOLE);
        else if (bindings)
          for (const el of bindings.elements)
            if (!el.isTypeOnly) add(map, key, (el.propertyName ?? el.name).text);
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      const key = node.moduleSpecifier.text;
      const clause = node.exportClause;
      if (!clause || !ts.isNamedExports(clause)) add(map, key, WHOLE);
      else
        for (const el of clause.elements)
          if (!el.isTypeOnly) add(map, key, (el.propertyName ?? el.name).text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(map, node.arguments[0].text, WHOLE);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return map;
}

/** The imports of the tree-shaken libraries in the given packages' sources (default: all). */
function sourceImports(dirs = SOURCE_DIRS) {
  const map = new Map();
  for (const dir of dirs)
    for (const file of walk(path.join(root, dir, 'src'), []))
      importsOf(fs.readFileSync(file, 'utf8'), file, map);
  return map;
}

const toJson = (map) =>
  Object.fromEntries(
    TREE_SHAKEN.map((k) => [
      k,
      map.has(k) ? (map.get(k) === WHOLE ? WHOLE : [...map.get(k)].sort()) : [],
    ]),
  );

module.exports = { TREE_SHAKEN, EXPORTS_FILE, WHOLE, importsOf, sourceImports, toJson, add };
