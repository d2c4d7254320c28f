import type { FastifyInstance, FastifySchema } from 'fastify';

type Bag = Record<string, unknown>;

/** Property names declared by a TypeBox/JSON schema object, if any. */
function propertyNames(schema: unknown): string[] {
  const props = (schema as { properties?: Bag } | undefined)?.properties;
  return props ? Object.keys(props) : [];
}

/** Renames keys to the schema's spelling when they differ only in case (`userId` → `userID`). */
function canonicalise(bag: Bag, names: readonly string[]): Bag {
  if (names.length === 0) return bag;
  const byLower = new Map(names.map((n) => [n.toLowerCase(), n]));
  const out: Bag = {};
  for (const [key, value] of Object.entries(bag)) {
    const name = byLower.get(key.toLowerCase()) ?? key;
    if (!(name in out) || name === key) out[name] = value;
  }
  return out;
}

const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The spec's callers are loose about parameter casing (`PageIndex`/`pageIndex`, `userID`/`userId`)
 * and sometimes send POST parameters in the query. Before validation, query and body keys are
 * renamed to each route's schema spelling, and a POST without a body takes its query instead.
 * Form-encoded bodies are parsed too.
 */
export function registerRequestParams(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as FastifySchema | undefined;
    if (!schema) return;
    if (isBag(request.query)) {
      request.query = canonicalise(request.query, propertyNames(schema.querystring));
    }
    if (schema.body && request.body === undefined && isBag(request.query)) {
      request.body = canonicalise(request.query, propertyNames(schema.body));
    } else if (isBag(request.body)) {
      request.body = canonicalise(request.body, propertyNames(schema.body));
    }
  });
}
