import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Compile = (route: object) => Validate;
type BuildValidator = (externalSchemas: unknown, options: unknown) => Compile;

/**
 * Fastify's own Ajv compiler (same options, same pool), with each route part's validator compiled
 * on the first request that needs it instead of at start-up: a server has 500-odd routes, and a
 * process (a cluster node's restart, each server test file) that starts then answers a few of them
 * skipped most of the work (Ajv compiling was a sixth of the server tests' CPU). Fastify reads
 * the errors of a failed validation from the function's `errors`, which the wrapper copies. A
 * schema Ajv cannot compile fails its route's first request instead of the start; the fuzz test
 * (http/fuzz.test.ts) calls every route, so such a schema still fails the suite.
 */
export function lazyValidatorCompilers(): CompilersFactory {
  const eager = AjvCompiler() as unknown as BuildValidator;
  const buildValidator: BuildValidator = (externalSchemas, options) => {
    const compile = eager(externalSchemas, options);
    return (route) => {
      let compiled: Validate | undefined;
      const validate: Validate = (data) => {
        compiled ??= compile(route);
        const result = compiled(data);
        validate.errors = compiled.errors;
        return result;
      };
      return validate;
    };
  };
  return { buildValidator } as unknown as CompilersFactory;
}
