import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  anchorsOf,
  brokenLinks,
  citingFiles,
  markdownFiles,
  REQUIRED_DOCS,
  SPEC,
  specSections,
  unknownSections,
} from './doc-links';

const root = path.resolve(__dirname, '..', '..');
/** Built here so this file cites no section itself. */
const S = '§';
const cite = (n: string) => `spec ${S}${n}`;

describe('the documents of this repository', () => {
  it('keeps the spec, the design notes, the market rules and a README per package', () => {
    const missing = REQUIRED_DOCS.filter((f) => !markdownFiles(root).includes(f));
    expect(missing).toEqual([]);
  });

  it('every relative link of README.md, docs/ and the package READMEs resolves', () => {
    const files = markdownFiles(root);
    expect(files.length).toBeGreaterThanOrEqual(REQUIRED_DOCS.length);
    expect(files.flatMap((f) => brokenLinks(root, f))).toEqual([]);
  });

  it('the spec keeps sections 1 to 9, and every § cited in the sources is one of them', () => {
    const sections = specSections(readFileSync(path.join(root, SPEC), 'utf8'));
    expect([...sections].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const files = citingFiles(root);
    expect(files).toEqual(expect.arrayContaining(['server/src/app.ts', 'README.md']));
    const unknown = files.flatMap((f) =>
      unknownSections(f, readFileSync(path.join(root, f), 'utf8'), sections),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the checks themselves', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
    mkdirSync(path.join(dir, 'docs', 'spec'), { recursive: true });
    writeFileSync(path.join(dir, 'docs', 'spec', 'product-spec.md'), '# Spec\n\n## 1. What\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a link to a removed file, a missing heading and a path outside the repo', () => {
    writeFileSync(
      path.join(dir, 'README.md'),
      [
        '[spec](docs/spec/product-spec.md#1-what) [gone](docs/design/gone.md)',
        '[bad anchor](docs/spec/product-spec.md#2-how) [out](../elsewhere.md)',
        '[web](https://example.com/x.md) `[code](nowhere.md)`',
        '```md\n[fenced](nowhere.md)\n```',
        '[ref]: docs/missing/',
      ].join('\n'),
    );
    expect(brokenLinks(dir, 'README.md')).toEqual([
      'README.md: docs/design/gone.md (no such file)',
      'README.md: docs/spec/product-spec.md#2-how (no such heading)',
      'README.md: ../elsewhere.md (outside the repo)',
      'README.md: docs/missing/ (no such file)',
    ]);
  });

  it('reads GitHub anchors of headings, Chinese ones and repeated ones included', () => {
    const anchors = anchorsOf('# A b\n## 5. Validation rules\n## 行情 (quotes)\n## A b\n');
    expect([...anchors]).toEqual(['a-b', '5-validation-rules', '行情-quotes', 'a-b-1']);
  });

  it('reports a § the spec does not have', () => {
    const sections = specSections('## 1. What\n### 1.1 Sub\n## 2. Who\n');
    expect([...sections]).toEqual(['1', '2']);
    const text = [cite('1'), cite('2'), `${S}3`, cite('2.4')].join(', ');
    expect(unknownSections('x.ts', text, sections)).toEqual([`x.ts: ${S}3`, `x.ts: ${S}2.4`]);
  });

  it('finds the markdown of README files and docs/, not of node_modules', () => {
    mkdirSync(path.join(dir, 'pkg', 'node_modules', 'dep'), { recursive: true });
    writeFileSync(path.join(dir, 'pkg', 'README.md'), '# pkg\n');
    writeFileSync(path.join(dir, 'pkg', 'node_modules', 'dep', 'README.md'), '[x](nowhere.md)\n');
    expect(markdownFiles(dir)).toEqual(['docs/spec/product-spec.md', 'pkg/README.md']);
  });
});
