import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import type { FastifyInstance } from 'fastify';
import { undeclaredProperties } from './undeclared';

/**
 * Answers and their declared schemas (see http/README.md, "Answers").
 *
 * The bytes are always `JSON.stringify`'s: Fastify's schema serialiser (fast-json-stringify)
 * drops properties a schema does not name and coerces types, so a slightly wrong schema would
 * change what pages receive. The schema documents the answer (/docs, the generated client
 * types), and in tests {@link AnswerCheck} validates every successful answer against it.
 */
type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

/** Keeps JSON.stringify for every response, whatever its schema. */
export const plainJson: SerializerCompiler = () => (data) => JSON.stringify(data);

/** Collects answers that do not match their route's declared schema (tests). */
export class AnswerCheck {
  readonly mismatches: string[] = [];
  private readonly checks = new Map<TSchema, TypeCheck<TSchema>>();

  /** A serialiser compiler: JSON.stringify, after checking a successful envelope's `data`. */
  readonly compiler: SerializerCompiler = (route) => {
    const { schema, method, url } = route as { schema: TSchema; method: string; url: string };
    const data = (schema as { properties?: { data?: TSchema } }).properties?.data;
    return (payload) => {
      const text = JSON.stringify(payload);
      if (data && isSuccess(payload)) this.check(`${method} ${url}`, data, text);
      return text;
    };
  };

  private check(route: string, schema: TSchema, text: string): void {
    let check = this.checks.get(schema);
    if (!check) {
      check = TypeCompiler.Compile(schema);
      this.checks.set(schema, check);
    }
    // The answer as the client reads it: Dates are strings, undefined properties absent.
    const value = (JSON.parse(text) as { data: unknown }).data;
    if (check.Check(value)) {
      const extras = [...new Set(undeclaredProperties(schema, value).map(generic))];
      if (extras.length)
        this.mismatches.push(
          `${route} answered properties its schema lacks: ${extras.slice(0, 5).join(', ')}`,
        );
      return;
    }
    const first = [...check.Errors(value)].slice(0, 3);
    const where = first.map((e) => `${e.path || '/'}: ${e.message} (got ${brief(e.value)})`);
    this.mismatches.push(`${route} answered outside its schema: ${where.join('; ')}`);
  }

  /** Throws when an answer did not match (a test server's close). */
  assertNone(): void {
    if (this.mismatches.length === 0) return;
    const list = [...new Set(this.mismatches)].slice(0, 20).join('\n  ');
    throw new Error(`answers outside their declared schema:\n  ${list}`);
  }
}

/** `/list/3/x` and `/list/0/x` are one finding. */
const generic = (path: string): string => path.replace(/\/\d+(?=\/|$)/g, '/*');

const isSuccess = (payload: unknown): boolean =>
  typeof payload === 'object' && payload !== null && (payload as { isOK?: unknown }).isOK === true;

const brief = (v: unknown): string => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
};
