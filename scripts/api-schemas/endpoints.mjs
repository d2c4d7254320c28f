// Finds `endpoint(app, spec, handler)` calls and the type each handler answers with.
import { writeFileSync } from 'node:fs';
import ts from 'typescript';

const pascal = (s) =>
  s
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, ch) => (ch ?? '').toUpperCase())
    .replace(/^./, (ch) => ch.toUpperCase());

function urlOf(spec) {
  const prop = spec.properties.find((p) => p.name?.getText() === 'url');
  if (!prop || !ts.isPropertyAssignment(prop)) return undefined;
  const init = prop.initializer;
  const literal =
    ts.isStringLiteral(init) ||
    ts.isNoSubstitutionTemplateLiteral(init) ||
    ts.isTemplateExpression(init);
  if (literal) return init.getText().slice(1, -1);
  // A named constant (GET_HEADER): its name stands for the URL.
  return ts.isIdentifier(init) ? `{${init.text}}` : undefined;
}

/** A helper that registers several URLs (`const place = (url) => endpoint(…)`): its name. */
function helperName(node) {
  for (let n = node.parent; n; n = n.parent) {
    if ((ts.isVariableDeclaration(n) || ts.isFunctionDeclaration(n)) && n.name)
      return n.name.getText();
  }
  return undefined;
}

/** The handler's answer: awaited, without the REPLIED marker. */
function answerType(handler, checker) {
  const type = checker.getTypeAtLocation(handler);
  const sig = type.getCallSignatures()[0];
  if (!sig) return undefined;
  const ret = checker.getAwaitedType(checker.getReturnTypeOfSignature(sig)) ?? sig.getReturnType();
  const replied = (t) => (t.flags & ts.TypeFlags.UniqueESSymbol) !== 0;
  if (replied(ret)) return { replies: true, type: ret };
  if (ret.isUnion() && ret.types.some(replied)) {
    const rest = ret.types.filter((t) => !replied(t));
    // A union type cannot be built from the API; keep the original and let the writer skip symbols.
    return { replies: false, type: ret, rest };
  }
  return { replies: false, type: ret };
}

/** Every endpoint call in one file: url, const name, answer type, spec node. */
export function findEndpoints(file, checker) {
  const out = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'endpoint' &&
      node.arguments.length === 3 &&
      ts.isObjectLiteralExpression(node.arguments[1])
    ) {
      const spec = node.arguments[1];
      const helper = helperName(node);
      const url = urlOf(spec) ?? (helper && `(every URL of ${helper})`);
      const answer = answerType(node.arguments[2], checker);
      if (!url || !answer) {
        console.warn(`${file.fileName}: an endpoint call whose url or handler cannot be read`);
      } else {
        const tail = (url.split('/').filter(Boolean).pop() ?? 'Root').replace(
          /^\{(.*)\}$/,
          (_, c) => c.toLowerCase(),
        );
        const last = urlOf(spec) ? tail : helper;
        out.push({
          url,
          name: pascal(last.replace(/^\$\{.*\}$/, 'Base')),
          answerType: answer.type,
          replies: answer.replies,
          spec,
          hasData: spec.properties.some((p) => p.name?.getText() === 'data'),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Adds `data: <Name>Answer,` after each spec's params and imports the names. */
export function wireSpecs(endpoints, feature) {
  const byFile = new Map();
  for (const e of endpoints) {
    if (e.hasData) continue;
    if (!byFile.has(e.file)) byFile.set(e.file, []);
    byFile.get(e.file).push(e);
  }
  for (const [file, list] of byFile) {
    let text = file.text;
    const edits = list.map((e) => {
      const params = e.spec.properties.find((p) => p.name?.getText() === 'params');
      const anchor = params ?? e.spec.properties[e.spec.properties.length - 1];
      const end = anchor.getEnd();
      return text[end] === ','
        ? { at: end + 1, text: ` data: ${e.constName}Answer,` }
        : { at: end, text: `, data: ${e.constName}Answer` };
    });
    for (const edit of edits.sort((a, b) => b.at - a.at))
      text = text.slice(0, edit.at) + edit.text + text.slice(edit.at);
    const imports = file.statements.filter(ts.isImportDeclaration);
    const at = imports.length ? imports[imports.length - 1].getEnd() : 0;
    const names = [...new Set(list.map((e) => `${e.constName}Answer`))].sort().join(', ');
    const line = `\nimport { ${names} } from './${feature}.answers';`;
    text = text.slice(0, at) + line + text.slice(at);
    writeFileSync(file.fileName, text);
  }
}
