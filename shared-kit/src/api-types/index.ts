/**
 * The platform's answers, typed from the server's OpenAPI document (openapi.ts is generated:
 * node scripts/api-types/generate.mjs). A page names the answer it reads by its path, e.g.
 * `ApiData<'/VERace/Consul/GetConfig'>`, so a server change that breaks the page fails the
 * type-check instead of the page.
 */
import type { paths } from './openapi';

export type { paths } from './openapi';

/** Every documented call path. */
export type ApiPath = keyof paths;

/** The operation of a path: its GET when it has one, else its POST. */
type OperationOf<P extends ApiPath> = paths[P] extends { get: infer G }
  ? G
  : paths[P] extends { post: infer Q }
    ? Q
    : never;

/** `data` of a successful answer of the call at `P` (failures carry `data: null`). */
export type ApiData<P extends ApiPath> =
  OperationOf<P> extends {
    responses: { 200: { content: { 'application/json': { data: infer D } } } };
  }
    ? D
    : never;

/** One item of an answer that is a list. */
export type ApiItem<P extends ApiPath> = ApiData<P> extends readonly (infer I)[] ? I : never;

/** One row of an answer shaped `{ total, list }` (the paged lists). */
export type ApiRow<P extends ApiPath> =
  ApiData<P> extends { list: readonly (infer R)[] } ? R : never;

/**
 * A paged answer `{ total, list }` of the call at `P` with its rows read as `R` (a `Pick` of
 * `ApiRow<P>`): `total` and every other field come from the generated answer. A row type that
 * names a field the server's row lacks gives a type without `list`, so the page reading it fails
 * the type-check (`never` would be assignable to anything and hide it).
 */
export type ApiPage<P extends ApiPath, R = ApiRow<P>> = [ApiRow<P>] extends [R]
  ? Omit<ApiData<P>, 'list'> & { list: R[] }
  : { rowNotInAnswer: R };
