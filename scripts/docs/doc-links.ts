/**
 * Checks that the documents a newcomer reads hang together: every relative markdown link of the
 * README files and docs/ resolves (file, folder and `#anchor`), and every "spec §N" cited anywhere
 * in the sources is a section of docs/spec/product-spec.md.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The product specification every "spec §N" points into. */
export const SPEC = 'docs/spec/product-spec.md';

/** Documents the project keeps; removing one must fail the check. */
export const REQUIRED_DOCS = [
  'README.md',
  SPEC,
  'docs/design/architecture.md',
  'docs/design/toolchain.md',
  'docs/design/signalr-protocol.md',
  'docs/design/code-style.md',
  'docs/market-rules.md',
  ...[
    'server',
    'shell',
    'shared-kit',
    'remote-auth',
    'remote-competition',
    'remote-training',
    'remote-markets',
    'forex-detail',
  ].map((pkg) => `${pkg}/README.md`),
];

/** Folders never read: installs, builds, data, test output. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'coverage',
  '.git',
  '.e2e-artifacts',
  '.bench-results',
]);
/** The embedded database's folder (a name `data` elsewhere is source, e.g. shared-kit/src/data). */
const SKIPPED_PATHS = new Set([path.join('server', 'data')]);
const SOURCE = /\.(ts|tsx|js|cjs|mjs|md)$/;

/** Files under `dir` (relative to `root`) whose name passes `keep`, skipping SKIPPED folders. */
export function walk(root: string, dir: string, keep: (name: string) => boolean): string[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory())
      return SKIPPED.has(e.name) || SKIPPED_PATHS.has(rel) ? [] : walk(root, rel, keep);
    return keep(e.name) ? [rel] : [];
  });
}

/** The markdown files checked: every README.md and everything under docs/. */
export function markdownFiles(root: string): string[] {
  const readmes = walk(root, '.', (n) => n === 'README.md');
  const docs = walk(root, 'docs', (n) => n.endsWith('.md'));
  return [...new Set([...readmes, ...docs].map((f) => path.normalize(f)))].sort();
}

/** Markdown text without fenced code blocks and inline code (links there are examples). */
const withoutCode = (md: string): string =>
  md.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export const slugOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a markdown file's headings (repeated ones get -1, -2 … as on GitHub). */
export function anchorsOf(md: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const m of withoutCode(md).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = slugOf(m[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    const n = seen.get(slug) ?? 0;
    anchors.add(n ? `${slug}-${n}` : slug);
    seen.set(slug, n + 1);
  }
  return anchors;
}

/** Link targets of a markdown text: inline `[x](target)` and reference `[x]: target`. */
export function linkTargets(md: string): string[] {
  const text = withoutCode(md);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const refs = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!);
  return [...inline, ...refs];
}

const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** Every relative link of `file` that does not resolve, as "file: target (why)". */
export function brokenLinks(root: string, file: string): string[] {
  const md = readFileSync(path.join(root, file), 'utf8');
  const broken: string[] = [];
  for (const target of linkTargets(md)) {
    if (isExternal(target)) continue;
    const [rawPath = '', anchor] = target.split('#');
    const rel = decodeURIComponent(rawPath);
    const abs = rel ? path.resolve(root, path.dirname(file), rel) : path.join(root, file);
    if (!abs.startsWith(path.resolve(root))) broken.push(`${file}: ${target} (outside the repo)`);
    else if (!existsSync(abs)) broken.push(`${file}: ${target} (no such file)`);
    else if (anchor && abs.endsWith('.md') && statSync(abs).isFile()) {
      if (!anchorsOf(readFileSync(abs, 'utf8')).has(anchor.toLowerCase()))
        broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  return broken;
}

/** The section numbers of the spec: its `## N. Title` headings. */
export function specSections(specText: string): Set<string> {
  return new Set([...specText.matchAll(/^##\s+(\d+)\.\s/gm)].map((m) => m[1]!));
}

/** Source files that may cite the spec: every package, scripts/ and docs/ (the spec itself aside). */
export function citingFiles(root: string): string[] {
  return walk(root, '.', (n) => SOURCE.test(n)).filter((f) => path.normalize(f) !== SPEC);
}

/**
 * Every `§N` cited in `text` ("spec §4", "spec §4 and §6", "(§7)") that is not a section of the
 * spec, as "file: §N". Every § in this repository cites the product spec.
 */
export function unknownSections(file: string, text: string, sections: Set<string>): string[] {
  return [...text.matchAll(/§§?\s?(\d+(?:\.\d+)*)/g)]
    .map((m) => m[1]!)
    .filter((n) => !sections.has(n))
    .map((n) => `${file}: §${n}`);
}
