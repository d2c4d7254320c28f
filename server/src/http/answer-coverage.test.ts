import { DEFAULT_TEST_DB } from '../db/test-db';
import { startTestServer, type TestServer } from './test-app';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(120_000);

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  [key: string]: unknown;
}

/** Routes that do not answer in the envelope (pages, images, probes): no `data` to declare. */
const NOT_ENVELOPES = new Set([
  'GET /health',
  'GET /portal/remotes.json',
  'GET /forex-detail',
  'GET /forex-detail/config.json',
]);

/** `data`'s schema of each documented call ("METHOD /path" → schema, or undefined). */
function answerSchemas(doc: { paths: Record<string, Record<string, Operation>> }) {
  const out = new Map<string, JsonSchema | undefined>();
  for (const [url, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.responses?.['200']?.content?.['application/json']?.schema;
      out.set(`${method.toUpperCase()} ${url}`, body?.properties?.data);
    }
  }
  return out;
}

/** An empty schema ({}, Type.Unknown()) says nothing about the answer. */
const says = (schema: JsonSchema | undefined): boolean =>
  schema !== undefined && Object.keys(schema).length > 0;

describe('every answer has a declared shape', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
  });
  afterAll(() => s.close());

  it('declares the data schema of every envelope route (the generated answers files)', () => {
    const schemas = answerSchemas(s.app.swagger() as never);
    const undeclared = [...schemas]
      .filter(([route, schema]) => !NOT_ENVELOPES.has(route) && !says(schema))
      .map(([route]) => route);
    expect(undeclared).toEqual([]);
    // The exceptions are routes that exist (a stale entry would hide nothing, but rots the list).
    expect([...NOT_ENVELOPES].filter((route) => !schemas.has(route))).toEqual([]);
    expect(schemas.size).toBeGreaterThan(300);
  });
});
