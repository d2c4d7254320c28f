import { isNumericOnly, type SchemaNode } from './boundary-rules';

/**
 * Malformed requests generated from a route's parameter schemas, for the fuzz test
 * (http/fuzz.test.ts) and the on-demand fuzz benchmark (scripts/bench/fuzz.mjs). Every
 * "malformed" request breaks the boundary rule or the schema whatever the route, so the server
 * must refuse it with a 4xx and change nothing; "probe" requests carry injection-style text that
 * may be valid, so only their status is judged.
 */

/** A route as the generator sees it: its path and the schemas of its query and body. */
export interface FuzzRoute {
  method: string;
  url: string;
  query?: SchemaNode;
  body?: SchemaNode;
}

/** One request to send: everything app.inject and fetch need. */
export interface FuzzRequest {
  variant: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

type Value = unknown;
/** How a variant fills one parameter: by whether the schema wants a number there. */
interface ValueVariant {
  name: string;
  numeric: Value;
  other: Value;
}

const HUGE = 100_001;
const deep = (levels: number): Value => {
  let v: Value = 'x\u0000';
  for (let i = 0; i < levels; i += 1) v = [v];
  return v;
};

/** Values that break the rule whatever the parameter (numbers for numbers, text for the rest). */
const MALFORMED_VALUES: ValueVariant[] = [
  { name: 'infinity', numeric: 'Infinity', other: 'Infinity\u0000' },
  { name: '-infinity', numeric: '-Infinity', other: '\u0000' },
  { name: 'nan', numeric: 'NaN', other: '\u0000NaN' },
  { name: '1e999', numeric: '1e999', other: "' OR 1=1 --\u0000" },
  { name: '309 digits', numeric: '9'.repeat(309), other: '<script>\u0000</script>' },
  { name: '-309 digits', numeric: `-${'9'.repeat(309)}`, other: '../../etc/passwd\u0000' },
  { name: '1e308', numeric: '1e308', other: 'x'.repeat(HUGE) },
  { name: 'array', numeric: ['1', '2'], other: ['a\u0000', 'b'] },
  { name: 'object', numeric: { $gt: '' }, other: { $ne: '\u0000' } },
  { name: 'deep', numeric: deep(40), other: deep(40) },
];

/** JSON-only values: numbers JSON.parse turns into Infinity or beyond any range. */
const RAW_JSON_NUMBERS = ['1e999', '-1e999', '1e308', '-1e308'];

/** Injection-style and edge text: may be valid, must never answer 5xx. */
export const PROBE_VALUES: Value[] = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\ud800',
  '__proto__',
  '',
  1.5,
  -1,
  true,
];

const propsOf = (schema: SchemaNode | undefined): Record<string, SchemaNode> => {
  if (!schema) return {};
  if (schema.properties) return schema.properties;
  const alt = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => s.properties);
  return alt?.properties ?? (schema.items ? propsOf(schema.items) : {});
};

/** Parameter names of a route (query for GET, body otherwise), at least one. */
function paramNames(route: FuzzRoute): [string, SchemaNode | undefined][] {
  const props = Object.entries(propsOf(route.method === 'GET' ? route.query : route.body));
  return props.length > 0 ? props : [['_fuzz', undefined]];
}

const hugeFor = (schema: SchemaNode | undefined): string =>
  'x'.repeat(Math.max(HUGE, (schema?.maxLength ?? 0) + 1));

function fill(route: FuzzRoute, v: ValueVariant): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const [name, schema] of paramNames(route)) {
    const value = isNumericOnly(schema) ? v.numeric : v.other;
    out[name] = v.name === '1e308' && !isNumericOnly(schema) ? hugeFor(schema) : value;
  }
  return out;
}

/** URL-encodes text; a lone surrogate (not encodable) becomes its replacement character. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const enc = (text: string): string => encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));

function queryString(bag: Record<string, Value>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(bag)) {
    const list = Array.isArray(v) ? v : [v];
    for (const item of list) {
      // An object or a nested list in a URL is its JSON text, kept malformed by a NUL.
      const text = typeof item === 'object' ? `${JSON.stringify(item)}\u0000` : String(item);
      parts.push(`${enc(k)}=${enc(text)}`);
    }
  }
  return parts.join('&');
}

/** The route's path with every `:param` and `*` replaced by a value. */
const pathWith = (url: string, value: string): string =>
  url.replace(/:[A-Za-z0-9_]+/g, enc(value)).replace(/\*$/, enc(value));

const isBodyRoute = (route: FuzzRoute): boolean => route.method !== 'GET';

/** The malformed requests of one route (at least 20). */
export function malformedRequests(route: FuzzRoute): FuzzRequest[] {
  const { method } = route;
  const path = pathWith(route.url, 'x\u0000');
  const json = { 'content-type': 'application/json' };
  const out: FuzzRequest[] = [];
  const names = paramNames(route).map(([n]) => n);
  for (const v of MALFORMED_VALUES) {
    const bag = fill(route, v);
    if (isBodyRoute(route)) {
      out.push({ variant: v.name, method, url: path, headers: json, payload: JSON.stringify(bag) });
    } else {
      out.push({ variant: v.name, method, url: `${path}?${queryString(bag)}`, headers: {} });
    }
  }
  if (isBodyRoute(route)) {
    for (const n of RAW_JSON_NUMBERS) {
      const payload = `{${names.map((k) => `${JSON.stringify(k)}:${n}`).join(',')}}`;
      out.push({ variant: `raw ${n}`, method, url: path, headers: json, payload });
    }
    const text = (variant: string, contentType: string, payload: string): FuzzRequest => ({
      variant,
      method,
      url: path,
      headers: { 'content-type': contentType },
      payload,
    });
    out.push(
      text('invalid json', 'application/json', '{"a":'),
      text('empty json', 'application/json', ''),
      text('json array', 'application/json', '[1,"\\u0000"]'),
      text('proto poisoning', 'application/json', '{"__proto__":{"isAdmin":true}}'),
      text('constructor poisoning', 'application/json', '{"constructor":{"prototype":{"a":1}}}'),
      text('nul key', 'application/json', '{"a\\u0000":1}'),
      text('text/plain', 'text/plain', 'a=1'),
      text('xml', 'application/xml', '<a>1</a>'),
      text(
        'form nul',
        'application/x-www-form-urlencoded',
        queryString(fill(route, MALFORMED_VALUES[1]!)),
      ),
      text('bad multipart', 'multipart/form-data; boundary=zz', '--zz\r\ngarbage'),
    );
  } else {
    const q = (variant: string, query: string): FuzzRequest => ({
      variant,
      method,
      url: `${path}?${query}`,
      headers: {},
    });
    out.push(
      q('nul key', `%00=1&${queryString(fill(route, MALFORMED_VALUES[1]!))}`),
      q('huge key', `${'k'.repeat(HUGE)}=1`),
      q('huge query', names.map((n) => `${enc(n)}=${'9'.repeat(5000)}%00`).join('&')),
      q('raw nul', names.map((n) => `${enc(n)}=%00`).join('&')),
      // Undecodable text reaches the route as typed; the NUL in _nul keeps the request malformed.
      q('bad percent', `${names.map((n) => `${enc(n)}=%zz%E0%A4%A`).join('&')}&_nul=%00`),
      q('repeated', names.map((n) => `${enc(n)}=1&${enc(n)}=2&${enc(n)}=%00`).join('&')),
      q('bracket', names.map((n) => `${enc(n)}[a]=1&${enc(n)}=%00`).join('&')),
      q('path traversal', names.map((n) => `${enc(n)}=..%2F..%2F%00`).join('&')),
      q('ws', names.map((n) => `${enc(n)}=%20%00%20`).join('&')),
      q('unicode', names.map((n) => `${enc(n)}=%F0%9F%98%80%00`).join('&')),
    );
  }
  return out;
}

/** Injection-style requests of one route: valid or not, none may answer 5xx. */
export function probeRequests(route: FuzzRoute): FuzzRequest[] {
  return PROBE_VALUES.map((value, i): FuzzRequest => {
    const bag: Record<string, Value> = {};
    for (const [name] of paramNames(route)) bag[name] = value;
    const url = pathWith(route.url, String(value));
    return isBodyRoute(route)
      ? {
          variant: `probe ${i}`,
          method: route.method,
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(bag),
        }
      : {
          variant: `probe ${i}`,
          method: route.method,
          url: `${url}?${queryString(bag)}`,
          headers: {},
        };
  });
}
