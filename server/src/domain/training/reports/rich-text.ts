/**
 * Experiment reports are rich text (issue 18). What a browser's editor sends is kept only as a
 * small set of bare tags (no attributes, so no script, style, link or event handler survives) and
 * text with `<`, `>` and stray `&` escaped; older plain-text reports become paragraphs.
 */
const ALLOWED = new Set([
  'p',
  'div',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
]);
const VOID = new Set(['br']);
/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'textarea',
  'title',
  'noscript',
  'template',
  'svg',
  'math',
  'select',
]);
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b(?:[^>"']|"[^"]*"|'[^']*')*(?:>|$)|[^<]+|</g;
const ENTITY = /&(?!(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g;

const escapeText = (t: string) =>
  t.replace(ENTITY, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\0/g, '');

const plainToHtml = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `<p>${escapeText(line)}</p>` : ''))
    .join('');

/** The report HTML as stored and shown: only ALLOWED bare tags, balanced, and escaped text. */
export function sanitizeReportHtml(input: string): string {
  if (!input.includes('<')) return plainToHtml(input);
  const out: string[] = [];
  const open: string[] = [];
  let skipping: string | null = null;
  for (const m of input.matchAll(TOKEN)) {
    const [token, slash, rawName] = m;
    if (token.startsWith('<!--')) continue;
    if (!rawName) {
      if (!skipping) out.push(token === '<' ? '&lt;' : escapeText(token));
      continue;
    }
    const name = rawName.toLowerCase();
    if (skipping) {
      if (slash && name === skipping) skipping = null;
      continue;
    }
    if (DROPPED.has(name)) {
      if (!slash && !token.endsWith('/>')) skipping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!slash) out.push(`<${name}>`);
      continue;
    }
    if (!slash) {
      open.push(name);
      out.push(`<${name}>`);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at < 0) continue;
    while (open.length > at) out.push(`</${open.pop()}>`);
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** The visible text of report HTML (to refuse an empty submission). */
export function reportText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
