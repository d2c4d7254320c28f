import type { FastifyInstance, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import { badRequest } from './app-error';
import { boundaryProblem, dropEmptyNumbers, type SchemaNode } from './boundary-rules';

/** One registered route and the schemas of its parameters (for the fuzz test and tools). */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

const catalogues = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Every route registered after `registerBoundary`, one entry per method. */
export function routeCatalogue(app: FastifyInstance): readonly RouteEntry[] {
  return catalogues.get(app) ?? [];
}

const isBag = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first boundary problem of a request's query, path parameters and body. */
function requestProblem(request: FastifyRequest): string | undefined {
  const schema = request.routeOptions.schema as FastifySchema | undefined;
  const parts: [unknown, unknown][] = [
    [request.params, schema?.params],
    [request.query, schema?.querystring],
    [request.body, schema?.body],
  ];
  for (const [value, node] of parts) {
    if (value === undefined || value === null) continue;
    const problem = boundaryProblem(value, node as SchemaNode | undefined);
    if (problem) return problem;
  }
  return undefined;
}

const pending = new WeakMap<FastifyRequest, string>();

/**
 * The boundary rule of the whole API, enforced before any handler runs whatever the validator
 * does (Ajv's coercion lets "Infinity" and "1e999" past minimum/maximum, ajv#2212): every number
 * from outside is finite and inside its schema range, every string has no NUL and a length
 * limit, no array stands where a scalar is expected, an empty id is absent. A breach answers
 * 400 with a Chinese message naming the field, before anything is written.
 *
 * The raw input is checked before validation (the refusal is kept until after the route's
 * guard, so an unauthorised caller learns nothing about parameters), the validated and coerced
 * input again just before the handler.
 */
export function registerBoundary(app: FastifyInstance): void {
  const catalogue: RouteEntry[] = [];
  catalogues.set(app, catalogue);
  app.addHook('onRoute', (route) => {
    const methods: HTTPMethods[] = [route.method].flat();
    for (const method of methods) {
      if (method === 'HEAD') continue;
      catalogue.push({ method, url: route.url, schema: route.schema });
    }
  });
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as FastifySchema | undefined;
    if (isBag(request.query)) {
      request.query = dropEmptyNumbers(request.query, schema?.querystring as SchemaNode);
    }
    if (isBag(request.body)) {
      request.body = dropEmptyNumbers(request.body, schema?.body as SchemaNode);
    }
    const problem = requestProblem(request);
    if (problem) pending.set(request, problem);
  });
  app.addHook('preHandler', async (request) => {
    const problem = pending.get(request) ?? requestProblem(request);
    if (problem) throw badRequest(problem);
  });
}
