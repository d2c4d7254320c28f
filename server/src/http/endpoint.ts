import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeSchema, ok } from './envelope';
import { callKindOf, EXPORT_PATH } from './guard-marks';

type Method = 'GET' | 'POST';

/** One platform call: its path, methods, parameter schema and what it answers. */
export interface EndpointSpec<S extends TObject> {
  url: string;
  /** GET reads parameters from the query, POST from the body (JSON or form). */
  methods: readonly Method[];
  params: S;
  tags: string[];
  summary: string;
  /** Schema of `data` in the answer; anything when omitted. */
  data?: TSchema;
  /** Who may call: e.g. requireUser, requireManager, requireAdmin. */
  guard?: (request: FastifyRequest) => Promise<void>;
}

/** Marker for handlers that write the reply themselves (files, pages). */
export const REPLIED = Symbol('replied');

/**
 * Registers a thin route: schema-validated parameters in, the handler's result out inside the
 * `{ isOK, retCode, msg, data }` envelope. Spec callers use GET for reads and POST for writes
 * but not always consistently, so a call may accept both.
 */
export function endpoint<S extends TObject>(
  app: FastifyInstance,
  spec: EndpointSpec<S>,
  handler: (
    params: Static<S>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<unknown> | unknown,
): void {
  // Every spreadsheet export is limited per user (issue 35): a new one cannot be added without.
  if (EXPORT_PATH.test(spec.url) && callKindOf(spec.guard) !== 'export')
    throw new Error(
      `${spec.url}: an export counts against the export limit (limited(ctx, 'export', …))`,
    );
  for (const method of spec.methods) {
    app.route({
      method,
      url: spec.url,
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        ...(method === 'GET' ? { querystring: spec.params } : { body: spec.params }),
        response: { 200: envelopeSchema(spec.data) },
      },
      // Guards run before validation: a refused caller learns nothing about the parameters.
      ...(spec.guard ? { preValidation: spec.guard } : {}),
      handler: async (request, reply) => {
        const params = (method === 'GET' ? request.query : request.body) as Static<S>;
        const data = await handler(params ?? ({} as Static<S>), request, reply);
        if (data === REPLIED) return reply;
        return reply.send(ok(data ?? null));
      },
    });
  }
}
